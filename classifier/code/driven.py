"""What another program runs of the session's own when it runs: ``run-parts DIR`` runs the
scripts the session wrote into DIR; gdb and lldb their start-up file (``~/.gdbinit``: its
``python`` blocks, its ``shell`` lines); git runs its hooks (``.git/hooks/pre-commit``) and the
programs its settings name for the files it handles: an external diff (``diff.external``,
``GIT_EXTERNAL_DIFF``), a diff driver's ``command`` or ``textconv``, a filter's ``smudge``,
``clean`` or ``process``, a merge driver.  A setting is kept from ``git config KEY VALUE``,
``git -c KEY=VALUE`` and a ``.gitconfig`` the session wrote; a later git command runs each
program on the files it names (its folder's, when it names none), read as the shell would run
it: a diff program given the file as its arguments, a filter fed it on its input.  A named
driver runs only on the files a ``.gitattributes`` the session wrote gives it to."""

from __future__ import annotations

import fnmatch
import re

from syncvals_plugin.classifier.code.commands import Command, ShellState
from syncvals_plugin.classifier.code.printed import joined_words
from syncvals_plugin.classifier.code.words import join_cwd

_DRIVER = re.compile(
    r"^(diff\.external|diff\.[^.\s]+\.(?:command|textconv)|filter\.[^.\s]+\.(?:smudge|clean|process)"
    r"|merge\.[^.\s]+\.driver)$",
    re.I,
)
"""A setting whose value is a program git runs on the files it handles."""
_SECTION = re.compile(r'^\s*\[\s*([\w.-]+)(?:\s+"([^"]*)")?\s*\]', re.M)
_ENTRY = re.compile(r"^\s*([\w-]+)\s*=\s*(.+?)\s*$")
_HANDLES = frozenset(
    {"diff", "log", "show", "checkout", "switch", "restore", "reset", "add", "commit", "status",
     "stash", "merge", "cherry-pick", "rebase", "pull", "difftool", "apply", "am", "grep"}
)  # fmt: skip
"""Subcommands that diff, clean or check out files: where the programs of a setting run."""
_HOOKED = frozenset({"commit", "merge", "push", "checkout"})


def driven_script(cmd: Command, state: ShellState) -> str | None:
    """The script of the session's own that ``cmd`` runs (``run-parts``, git, a debugger's
    start-up file), or None."""
    init = _INIT_FILES.get(cmd.name)
    if init and init in state.files and not {"-nx", "--nx", "-n"} & set(cmd.words[1:]):
        return _debugger_script(state.files[init])
    if cmd.name == "run-parts":  # every script written into the folder, in its names' order
        folder = next((a for a in cmd.words[1:] if not a.startswith("-")), "")
        place = join_cwd(cmd.cwd or state.cwd, folder).rstrip("/")
        kept = [t for b, t in sorted(state.files.items()) if state.folders.get(b) == place]
        return "\n".join(kept) or None
    return git_runs(cmd, state) if cmd.name == "git" else None


def git_runs(cmd: Command, state: ShellState) -> str | None:
    """The script a git command runs of the session's (its hooks, the programs its settings
    name, run on its files); a ``config`` or ``-c`` setting is kept in ``state`` for later."""
    sub, rest = _subcommand(cmd.words[1:], state)
    if sub == "config":
        plain = [a for a in rest if not a.startswith("-") and a not in ("set", "--add")]
        if len(plain) >= 2 and _DRIVER.match(plain[0]):
            state.git_programs[plain[0].lower()] = plain[1]
        return None
    programs = {**_configured(state), **state.git_programs}
    external = cmd.assigned.get("GIT_EXTERNAL_DIFF") or state.variables.get("GIT_EXTERNAL_DIFF")
    if external:
        programs["diff.external"] = external
    scripts = []
    if sub in _HOOKED:
        scripts += [v for k, v in state.files.items() if k.startswith(("pre-", "post-"))]
    if sub in _HANDLES and programs:
        files = _files(cmd, rest, state)
        scripts += [
            _driven(key, program, f)
            for key, program in programs.items()
            for f in _attributed(key, files, _attributes(state))
        ]
    return "\n".join(scripts) or None


def _attributes(state: ShellState) -> str:
    """The attributes the session wrote: a ``.gitattributes``, the repository's
    ``info/attributes``, the global ``~/.config/git/attributes``."""
    return "\n".join(state.files.get(n, "") for n in (".gitattributes", "attributes"))


def _attributed(key: str, files: list[str], attributes: str) -> list[str]:
    """The files a driver runs on: all for ``diff.external``; for a named driver only those a
    ``.gitattributes`` line gives it to (``*.so filter=sym``), its pattern in a folder's place."""
    if key == "diff.external":
        return files
    kind, name = key.split(".")[:2]
    patterns = [
        line.split()[0] for line in attributes.splitlines() if f"{kind}={name}" in line.split()[1:]
    ]
    out = []
    for path in files:
        folder, _, last = path.rpartition("/")
        for pattern in patterns:
            if last == "*":
                out.append(f"{folder}/{pattern.lstrip('/')}")
            elif fnmatch.fnmatchcase(last, pattern.rsplit("/", 1)[-1]):
                out.append(path)
    return out


def _subcommand(args: list[str], state: ShellState) -> tuple[str, list[str]]:
    # Past git's own options; ``-c KEY=VALUE`` keeps a program for this run (``-C DIR``, where
    # it runs, is read by :func:`_files`).
    i = 0
    while i < len(args) and args[i].startswith("-"):
        value = args[i + 1] if i + 1 < len(args) and args[i] in ("-c", "-C") else ""
        key, _, program = value.partition("=")
        if args[i] == "-c" and _DRIVER.match(key) and program:
            state.git_programs[key.lower()] = program
        i += 2 if value else 1
    return (args[i], args[i + 1 :]) if i < len(args) else ("", [])


def _configured(state: ShellState) -> dict[str, str]:
    """The programs a ``.gitconfig`` (or a repository's ``config``) the session wrote names."""
    found: dict[str, str] = {}
    for name in (".gitconfig", "gitconfig", "config"):
        section = ""
        for line in state.files.get(name, "").splitlines():
            head = _SECTION.match(line)
            if head:
                section = ".".join(p for p in head.groups() if p)
                continue
            entry = _ENTRY.match(line)
            key = f"{section}.{entry.group(1)}".lower() if entry and section else ""
            if key and _DRIVER.match(key):
                found[key] = entry.group(2).strip('"')  # type: ignore[union-attr]
    return found


def _files(cmd: Command, rest: list[str], state: ShellState) -> list[str]:
    """The files a git command handles: the paths it names, else its folder's (``*``)."""
    named = [a for a in rest if not a.startswith("-") and ("/" in a or "." in a)]
    words = cmd.words[1:]
    given = words[words.index("-C") + 1] if "-C" in words[:-1] else ""  # git -C DIR …
    folder = join_cwd(cmd.cwd or state.cwd, given) if given else cmd.cwd or state.cwd
    paths = [join_cwd(folder, a) for a in named if a not in (".", "/dev/null")]
    if not paths and folder:
        paths = [f"{folder.rstrip('/')}/*"]
    return paths[:4]


def _driven(key: str, program: str, path: str) -> str:
    """``program`` as git runs it on ``path``: a filter fed the file (``%f`` its name), a diff
    program given it in each of its seven places, a merge driver's ``%O %A %B``."""
    if key.startswith("filter."):
        return "{ " + program.replace("%f", path) + "\n} < " + joined_words([path])
    if key.startswith("merge."):
        return re.sub(r"%[OABLP]", joined_words([path]), program)
    given = joined_words([path] * (1 if key.endswith("textconv") else 7))
    if " " not in program:
        return f"{joined_words([program])} {given}"
    return f'set -- {given}\n{program} "$@"'  # git's sh -c 'PROGRAM "$@"': $5 is the file


_INIT_FILES = {"gdb": ".gdbinit", "gdb-multiarch": ".gdbinit", "lldb": ".lldbinit"}
"""The file a debugger reads its commands from when it starts (unless told ``-nx``)."""


def _debugger_script(init: str) -> str:
    """A debugger's start-up commands as the shell would run the same: a ``python`` … ``end``
    block as ``python3 -c``, consecutive one-line ``python``/``script`` commands (lldb's) as one
    such program (one interpreter runs them), a ``shell`` (``!``) line as its command."""
    out: list[str] = []
    block: list[str] | None = None  # a python … end block's lines
    liners: list[str] = []  # consecutive one-line python or script commands

    def flush() -> None:
        if liners:
            out.append(joined_words(["python3", "-c", "\n".join(liners)]))
            liners.clear()

    for line in init.splitlines():
        word = line.strip()
        if block is not None:
            if word == "end":
                out.append(joined_words(["python3", "-c", "\n".join(block)]))
                block = None
            else:
                block.append(line)
            continue
        if word.startswith(("python ", "script ")):
            liners.append(word.split(" ", 1)[1])
            continue
        flush()
        if word in ("python", "python-interactive", "pi"):
            block = []
        elif word.startswith(("shell ", "!")):
            out.append(word.removeprefix("shell ").removeprefix("!"))
    flush()
    return "\n".join(out)
