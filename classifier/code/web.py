"""A folder served over HTTP on this machine and fetched back: what the fetch does to the files.

A server started on a folder (``python3 -m http.server 8765 -d /app``, ``php -S :8080 -t D``)
makes ``http://127.0.0.1:8765/NAME`` the file ``D/NAME`` and the folder's URL its listing.  A
fetch of such a URL is then the local command that does the same to the file: ``curl URL``
prints it (``cat``), ``curl -o F URL`` and ``wget URL`` copy it (``cp``), ``wget -r`` copies the
folder (``cp -r``), a folder's URL lists it (``ls``).  The reader reads that command, so a
fetch piped to ``strings`` reads the file and a fetch saved then imported copies it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from syncvals_plugin.classifier.code.commands import Command, ShellState
from syncvals_plugin.classifier.code.words import join_cwd, option_value

_URL = re.compile(
    r"^(?:https?://)?(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]|::1)(?::(\d+))?(/[^?#]*)?"
)
"""A URL of this machine: its port (none is 80) and path."""

_PYTHON_SERVERS = ("http.server", "SimpleHTTPServer")


def through_web(cmd: Command, state: ShellState) -> Command:
    """``cmd`` as the shell runs it with the session's web servers: a server it starts is kept
    in ``state.web``; a fetch of a served URL is the local command on the file (:func:`fetched`)."""
    server = serving(cmd, state.cwd)
    if server is not None:
        state.web[server[0]] = server[1]
    local = fetched(cmd, state.web)
    return cmd if local is None else replace(cmd, words=local)


def serving(cmd: Command, cwd: str) -> tuple[str, str] | None:
    """``(port, folder)`` when ``cmd`` starts a web server on a folder of this machine
    (Python's ``http.server``, ``php -S``, ``ruby -run -e httpd``, busybox ``httpd``, Node's
    ``http-server`` and ``serve``), else None.  The folder is the working directory unless
    the command names one."""
    name, args = cmd.name, cmd.words[1:]
    here = cwd or "."
    if (
        name.startswith("python")
        and "-m" in args[:-1]
        and args[args.index("-m") + 1] in (_PYTHON_SERVERS)
    ):
        rest = args[args.index("-m") + 2 :]
        port = next((a for a in rest if a.isdigit()), "8000")
        folder = option_value(rest, "-d", "--directory") or here
        return port, join_cwd(here, folder)
    if name == "php" and "-S" in args[:-1]:
        port = args[args.index("-S") + 1].rpartition(":")[2] or "80"
        return port, join_cwd(here, option_value(args, "-t", "--docroot") or here)
    if name == "ruby" and "httpd" in args:
        plain = [a for a in args[args.index("httpd") + 1 :] if not a.startswith("-")]
        port = option_value(args, "-p", "--port") or "8080"
        return port, join_cwd(here, plain[0] if plain and not plain[0].isdigit() else here)
    if name == "httpd" or (name == "busybox" and "httpd" in args):
        port = (option_value(args, "-p", "--port") or "80").rpartition(":")[2]
        return port, join_cwd(here, option_value(args, "-h", "--home") or here)
    if name in ("npx", "http-server", "serve"):
        words = args[1:] if name == "npx" else args
        server = args[0] if name == "npx" and args else name
        if server not in ("http-server", "serve"):
            return None
        plain = [
            a
            for i, a in enumerate(words)
            if not a.startswith("-") and (i == 0 or words[i - 1] not in ("-p", "-l", "--port"))
        ]
        default = "8080" if server == "http-server" else "3000"
        given = option_value(words, "-p", "--port") or option_value(words, "-l", "--listen")
        return (given or default).rpartition(":")[2], join_cwd(here, plain[0] if plain else here)
    return None


def local_path(url: str, served: dict[str, str]) -> str | None:
    """The file or folder a URL of this machine names, when a server the session started
    serves its port; else None."""
    found = _URL.match(url)
    if found is None or (found.group(1) or "80") not in served:
        return None
    rest = (found.group(2) or "/").lstrip("/")
    folder = served[found.group(1) or "80"].rstrip("/")  # "" for a server of / itself
    return f"{folder}/{rest}" if rest else f"{folder}/"


def unserved_fetch(cmd: Command, served: dict[str, str]) -> bool:
    """Whether ``cmd`` fetches a URL of this machine from a port no server the session started
    serves (``curl -s http://127.0.0.1:8765/scan.py``): what comes back is in no record."""
    return cmd.name in ("curl", "wget") and any(
        _URL.match(a) and local_path(a, served) is None for a in cmd.words[1:]
    )


def fetched(cmd: Command, served: dict[str, str]) -> list[str] | None:
    """The local command a fetch of a served URL is (``curl``, ``wget``), or None for any
    other command: ``cat F``, ``cp F DEST``, ``cp -r FOLDER DEST``, ``ls FOLDER``."""
    if cmd.name not in ("curl", "wget") or not served:
        return None
    args = cmd.words[1:]
    urls = [(a, p) for a in args if (p := local_path(a, served)) is not None]
    if not urls:
        return None
    url, path = urls[0]
    if path.endswith("/") and not _recursive(cmd.name, args):
        return ["ls", path]  # the folder's page: its listing
    if _short(args, "I", valued=False) is not None or {"--head", "--spider"} & set(args):
        return ["stat", path]  # curl -I, wget --spider: its headers (size, date), no content
    if cmd.name == "curl":
        out = _short(args, "o") or option_value(args, "-o", "--output")
        if out is None and (_short(args, "O", valued=False) is not None or "--remote-name" in args):
            out = path.rsplit("/", 1)[-1]
    else:
        out = _short(args, "O") or option_value(args, "-O", "--output-document")
        if out is None:
            prefix = option_value(args, "-P", "--directory-prefix") or "."
            host = "" if {"-nH", "--no-host-directories", "-nd"} & set(args) else url_host(url)
            out = f"{prefix}/{host}" if _recursive(cmd.name, args) else prefix
    if out in (None, "-"):
        return ["cat", path]
    if _recursive(cmd.name, args):
        return ["cp", "-r", path.rstrip("/") or "/", out.rstrip("/")]
    return ["cp", path, out]


def url_host(url: str) -> str:
    """The folder wget names after a URL's host (``127.0.0.1:8765``)."""
    return url.split("://", 1)[-1].split("/", 1)[0]


def _recursive(name: str, args: list[str]) -> bool:
    return name == "wget" and bool({"-r", "--recursive", "-m", "--mirror"} & set(args))


def _short(args: list[str], letter: str, valued: bool = True) -> str | None:
    """The value of a short option among flags run together (``-qO-``, ``-sLo F``): the rest
    of its word, else the next word; "" for a flag that takes none (curl's ``-sO``); None when
    it is not given."""
    for i, arg in enumerate(args):
        if arg.startswith("-") and not arg.startswith("--") and letter in arg[1:]:
            if not valued:
                return ""
            rest = arg[arg.index(letter, 1) + 1 :]
            return rest or (args[i + 1] if i + 1 < len(args) else "")
    return None


_PAGE_URL = re.compile(r"""https?://[^\s'"()\[\]<>]+""")
_SHOWN_PAGE = re.compile(r"^\[?(?:Current URL|URL|url):\s*(\S+?)\]?$", re.M)
"""The page a browser tool says it shows (OpenHands: ``[Current URL: http://…]``)."""


def browsed(asked: str, result: str, served: dict[str, str]) -> list[str]:
    """The files a browser tool showed: the pages of a server the session started that it was
    sent to (``goto('http://127.0.0.1:8765/F')``) or says it shows after a click; a folder's
    page only lists it."""
    urls = _PAGE_URL.findall(asked) + _SHOWN_PAGE.findall(result)
    paths = [local_path(u, served) for u in urls]
    files = [u[len("file://") :] for u in _FILE_URL.findall(asked) + _SHOWN_PAGE.findall(result)]
    return [p for p in paths if p and not p.endswith("/")] + [
        f for f in files if f.startswith("/") and not f.endswith("/")
    ]


_FILE_URL = re.compile(r"""file://[^\s'"()\[\]<>]+""")
"""A page of the machine's own files (``goto('file:///tests/test_outputs.py')``)."""
