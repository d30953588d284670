"""The names the sealed module's file goes by: itself, its sources, a glob that matches it, in
the workspace where it lies or a folder nobody knows (``reforacle.cpython-311-….so``,
``/app/reforacle*``, ``/app/*``), and the text tests that say whether code can spell one.
"""

from __future__ import annotations

import fnmatch
import posixpath
import re
import sys
from collections.abc import Callable

from syncvals_plugin.classifier import UNKNOWN, bounded_regex, folder_copies, in_original
from syncvals_plugin.task import may_be_sealed_dir

WORKSPACE = "/app"
"""The agent's workspace in every environment, where the sealed file lives beside the
submission (``/app/<submission_name>``, :class:`~syncvals_plugin.task.TaskSpec`)."""


def in_workspace(word: str) -> bool:
    """Whether a path's folder may be the workspace: none given (the working directory), the
    workspace itself, a pattern that matches it, or one only running the code would give.
    ``/usr/lib/python3.11/lib-dynload/*.so`` and ``/tmp/out/reforacle*`` are elsewhere."""
    if "/" not in word:
        return True
    folder = word.rsplit("/", 1)[0] or "/"
    if UNKNOWN in folder or "$" in folder or _OWN_FOLDER.match(folder):
        return True
    while folder.endswith("/*"):  # find's /app/*/P: the folder or any below it
        folder = folder[:-2] or "/"
    if any(c in folder for c in "*?["):
        return fnmatch.fnmatchcase(WORKSPACE, folder)
    folder = posixpath.normpath(folder)
    return folder in (".", WORKSPACE, WORKSPACE[1:]) or folder.endswith(WORKSPACE)


def holds_it(word: str) -> bool:
    """Whether a pattern's folder holds the workspace or the sealed cache below it (``/``,
    ``/root``): what ``find / -name 'reforacle*.so'`` prints is ``/reforacle*.so`` as far as the
    record says, and it finds the file wherever it lies below."""
    folder = posixpath.normpath(word.rsplit("/", 1)[0] or "/")
    return any(f"{place}/".startswith(folder.rstrip("/") + "/") for place in (WORKSPACE, *_CACHES))


_CACHES = ("/root/.cache/syncvals/sealed", "~/.cache/syncvals/sealed")
"""Where the sealed build lies when served (``task.seal.sealed_dir``, under the user's cache)."""


_OWN_FOLDER = re.compile(r"^/proc/[^/]+/(?:cwd|root/app)(?:/|$)")
"""A process's working directory (or its root's workspace) seen through ``/proc``: the
workspace, when that is where it runs."""


def sealed_file_word(word: str, sealed: str) -> bool:
    """Whether a shell word names the sealed module's file (``reforacle*.so``,
    ``/app/reforacle.cpython-311-x86_64-linux-gnu.so``, its source ``reforacle.pyx``), not
    merely the module's name, nor another file named after it (``reforacle_shim.c``,
    ``reforacle.cpython-311-x86_64-linux-gnu.json``, ``….so.sha256``) or kept elsewhere."""
    base = word.rsplit("/", 1)[-1]
    if base.startswith(sealed) and _BUILD_LEFTOVER.fullmatch(base[len(sealed) :]):
        return True  # the reference's source or build, wherever it was left (/build/reforacle.o)
    if not base.startswith(sealed) or not in_workspace(word):
        return False
    if any(c in base for c in "*?["):
        return glob_reaches(word, sealed) or base[len(sealed) : len(sealed) + 1] == "*"
    if base in sealed_names(sealed) or base in {sealed + s for s in _SOURCES}:
        return True
    return base.startswith(f"{sealed}.cpython") and base.endswith(".so")  # any build's tag


_BUILT_FROM = (".c", ".pyx", ".cpp")
"""The sources the sealed module is built from: by its exact name, the reference's code."""
_BUILD_LEFTOVER = re.compile(
    r"\.(?:pyx|c|cpp|py|pxd|o|cpython-\d+-[\w-]+\.so)(?:\.orig|\.bak|~|\.save|\.\d+)?"
)
"""What the build leaves under the module's exact name, wherever: its sources (a backup of them
too), Cython's Python shadow, the object file, the built module itself (not a page: ``pydoc
-w`` writes a ``reforacle.html`` of what the module shows anyone)."""
_SOURCES = (".so", ".pyd", ".dylib", *_BUILT_FROM)
"""The sealed module's own files by their suffix: the extension, and the source it was built
from (if any were left beside it)."""


def glob_reaches(word: str, sealed: str) -> bool:
    """Whether a glob names the sealed file among others (``*.so``, ``/app/r*``) in the folder
    it may be in: a pattern with a literal part of its own, or ``*`` in the workspace named
    (``/app/*``): ``*`` alone names every file of a folder nobody knows."""
    folder, _, base = word.rpartition("/")
    if "**" in folder:  # rglob, bash's globstar: the folder before ``**`` or any below it
        top = folder.split("**", 1)[0].rstrip("/")
        relative = not top.startswith(("/", "~"))  # below the working folder: maybe /app
        if not relative and not any(f"{p}/".startswith(top + "/") for p in (WORKSPACE, *_CACHES)):
            return False
        if relative and not in_workspace(f"{top}/x" if top else "x"):
            return False
        return not base.strip("*?.") or any(
            fnmatch.fnmatchcase(n, base) for n in sealed_names(sealed)
        )
    if not in_workspace(word) and not may_be_sealed_dir(folder, sealed):
        if not (holds_it(word) and base.strip("*?.") and "*" in base):
            return False
    if base.startswith("!(") and base.endswith(")"):  # every name but those (find ! -name P)
        return not any(fnmatch.fnmatchcase(n, base[2:-1]) for n in sealed_names(sealed))
    if not base.strip("*?."):
        return "/" in word and not word.startswith(("./", "*"))
    return any(fnmatch.fnmatchcase(name, base) for name in sealed_names(sealed))


def sealed_names(sealed: str) -> list[str]:
    """The names the sealed module's file goes by in its folder (an extension module's)."""
    tag = f"cpython-{sys.version_info.major}{sys.version_info.minor}-x86_64-linux-gnu"
    return [f"{sealed}.{tag}.so", f"{sealed}.so"]


def may_name_sealed(text: str, sealed: str) -> bool:
    """Whether a string that spells part of the module's name can find its file: a part of the
    file's name (``refor``, ``/app/reforacle``), a glob that matches it (``refor*``), or a
    pattern that finds it (``refor.*\\.so``).  A label (``"reforacle ->"``) or the agent's own
    data (``probes/reforacle_*.pkl``, ``reforacle_probes``) cannot."""
    names = sealed_names(sealed)
    base = text.rsplit("/", 1)[-1]
    if sum(c.isalnum() for c in base) < 2:
        return False  # "_", ".", "x": in every name, naming none
    if any(base in name for name in names):
        return True
    if any(c in base for c in "*?[") and any(fnmatch.fnmatchcase(n, base) for n in names):
        return True
    regex = bounded_regex(text) if len(text) <= 256 else None
    return regex is not None and any(regex.search(name) for name in names)


Reaches = Callable[[str], bool]


MEMORY = re.compile(r"^/proc/[^/]+/(?:mem|map_files/[^/]+)$")
"""A process's memory (``/proc/self/mem``, ``/proc/1234/mem``), or a file it has mapped read
through its map (``/proc/1234/map_files/7f1c…-7f1c…``): where the module is mapped."""


def file_reacher(
    sealed: str, files: frozenset[str] = frozenset(), authored: frozenset[str] = frozenset()
) -> Reaches:
    """Whether a string names the sealed file: its path, a glob that matches it, or a copy's
    name the trial made (``files``); a source the trial wrote itself (``authored``: its
    ``reforacle.pyx``) is not the reference's."""

    copies = folder_copies(files)

    def reaches(text: str) -> bool:
        if named(text):
            return True
        for dest, src in copies:  # /tmp/w/*.so after ln -s /app /tmp/w: /app/*.so
            original = in_original(text, dest, src)
            if original is not None and named(original):
                return True
        return False

    def named(text: str) -> bool:
        if text in files or MEMORY.match(text):  # /proc/self/mem: the loaded module's bytes
            return True
        base = text.rsplit("/", 1)[-1]
        if base in authored and base not in sealed_names(sealed):
            return False  # the trial's own reforacle.pyx (its own .so by the name is a copy)
        if UNKNOWN in base and base.replace(UNKNOWN, "").strip("*?."):
            # /app/$(python3 -c …)*.so: what only running it gives, and a part of the name kept
            text = text[: len(text) - len(base)] + base.replace(UNKNOWN, "*")
        last = text.rsplit("/", 1)[-1]
        if any(c in last for c in "*?[") or last.startswith("!("):  # a pattern: does it match?
            return glob_reaches(text, sealed)  # (``probes/reforacle_*.pkl`` does not)
        return sealed_file_word(text, sealed)

    return reaches


JOINED = re.compile(r"""['"]\s*\+?\s*[bfr]?['"]""")
"""Where two string literals meet (``"ref" + "oracle"``, ``'ref' 'oracle'``): taken out, the
text shows the name the code builds."""


def spelled_in_a_string(text: str, sealed: str) -> bool:
    # 'reforacle*.so', "/app/refor…": the name's first letters after a quote, in one literal.
    at = text.find(sealed[:5])
    while at != -1:
        start = max(text.rfind("'", 0, at), text.rfind('"', 0, at))
        if start != -1 and "\n" not in text[start:at]:
            return True
        at = text.find(sealed[:5], at + 1)
    return False
