"""A simple command as the shell grammar read it (its words expanded, its redirections, where
its input came from), and what a shell remembers between commands: the records the grammar,
what a command prints, and what counts as a read share.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, cached_property

from syncvals_plugin.classifier.code.words import program_name

LOCATORS = frozenset(
    {
        "ls", "dir", "stat", "du", "file", "find", "locate", "which", "type", "whereis",
        "realpath", "readlink", "basename", "dirname", "test", "[", "[[", "echo", "printf",
        "wc", "md5sum", "sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "b2sum",
        "cksum", "sum", "chmod", "chown", "chgrp", "touch", "rm", "unlink", "tree", "lsattr",
        "true", ":", "export", "cd", "pushd", "import", "exec", "git", "lsof", "fuser",
        "namei", "getfacl", "setfacl", "ldd", "mkdir", "shasum", "b3sum", "xxhsum",
        "xxh64sum", "xxh128sum", "rhash", "sha256", "sha1", "md5", "setfattr", "getfattr",
        "compgen",
    }
)  # fmt: skip
"""Programs that, given a file, tell where it is, how big, or whether it is there: never what
is in it (a digest says nothing of content).  ``exec``: a descriptor opened on the file is a
name of it (:func:`first_read` follows it), not a read."""


SHELLS = frozenset({"sh", "bash", "dash", "zsh", "ksh", "ash", "busybox"})
"""Programs that run shell scripts (what they run is read by the grammar)."""


@cache
def shell_parser():
    """The tree-sitter parser of bash (one per process)."""
    import tree_sitter
    import tree_sitter_bash

    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_bash.language()))


@dataclass
class ShellState:
    """What a shell remembers between commands: variables, functions, aliases, and the files the
    session wrote (basename -> text), so a script written earlier is read when it runs."""

    variables: dict[str, str] = field(default_factory=dict)
    functions: dict[str, str] = field(default_factory=dict)
    aliases: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)
    repl: list[str] | None = None
    """While an interactive Python runs in a persistent terminal (``python3`` typed alone): the
    imports typed into it so far, so that each later line is read as Python with its names."""
    block: list[str] | None = None
    """The lines of a compound statement typed into that Python so far (``with snoop():``,
    then its body): Python runs it when an empty line ends it."""
    block_owner: object | None = None
    """The action that typed the block's last line (what reads it, and is quoted)."""
    other_repl: tuple[str, list[str]] | None = None
    """While another language's interactive interpreter runs in a terminal (``node``, ``irb``
    typed alone): the program that runs its code (``node -e``), and the lines typed so far."""
    captured: set[str] = field(default_factory=set)
    """Names IPython bound to a shell line's output (``files = !ls /app``): each item is one
    of the names it printed."""
    reading: str | None = None
    """A ``read`` typed alone into a terminal: its line, waiting for the next line typed, its
    data."""
    typing: str = ""
    """Keys typed into a persistent terminal without their Enter yet (terminus-2 sends a long
    command in two batches): the start of the line the next keys finish."""
    debugger: str | None = None
    """While a debugger runs in a persistent terminal (``gdb -p PID`` typed alone): its name,
    so that each later line is read as one of its commands."""
    viewer: tuple[str, str] | None = None
    """While a full-screen program runs in a persistent terminal (``less F``, ``vim F``, ``man
    X``): its name and the file it shows, so that later keys are its own commands."""
    file_prompt: tuple[str, str] | None = None
    """A full-screen program asking for a file name on its screen's last line (emacs' ``Find
    file: /app/``, nano's ``File to insert``): whether the answer is read or written, and the
    folder a relative answer is in."""
    kernel: list[str] = field(default_factory=list)
    """The imports, assignments and definitions of the notebook cells run so far (one kernel
    runs them all): what a later cell's names may stand for."""
    descriptors: dict[str, str] = field(default_factory=dict)
    """Files ``exec N>F`` opened for writing, by descriptor: a later ``>&N`` writes F."""
    git_programs: dict[str, str] = field(default_factory=dict)
    """The programs git's settings name (``diff.external``, a filter's ``smudge``), by key."""
    cwd: str = ""
    """The working directory (``cd``, ``pushd``, ``popd``; empty while unknown): bash expands a
    glob there, and a lister lists it."""
    dirs: list[str] = field(default_factory=list)
    """``pushd``'s saved directories."""
    last_line: str = ""
    """The last line typed into an interactive shell (what ``!!``, ``!$`` and ``^a^b^`` recall)."""
    folders: dict[str, str] = field(default_factory=dict)
    """Where each file of ``files`` was written (basename -> its folder, when known): a program
    run there may read it by itself (``npm run`` its ``package.json``)."""
    unpacked: set[str] = field(default_factory=set)
    """Folders an archive decoded at run time was unpacked into (``base64 -d | tar -x -C d``):
    what runs from them cannot be read."""
    undone: dict[str, list[str]] = field(default_factory=dict)
    """Each edited file's earlier texts, latest last: what an editor's ``undo_edit`` restores."""
    served: set[str] = field(default_factory=set)
    """Files a running shell reads its commands from (``tail -f q | bash``): what is written to
    them later runs."""
    web: dict[str, str] = field(default_factory=dict)
    """The folders web servers the session started serve, by port (``python3 -m http.server
    8765 -d /app``): a fetch of their URLs is a command on the files."""
    shown: list[str] = field(default_factory=list)
    """Absolute paths earlier outputs printed as whole lines (``find`` answering
    ``/solution/solve.sh``): what the record shows exists, which a later search finds."""
    seen: dict[str, str] = field(default_factory=dict)
    """Files the record showed whole, by basename, with their text (a read tool's output, a lone
    ``cat F``), until written again: what a later ``open(F).read()`` reads, when running
    alone put it there (``find … > hits.txt``)."""
    links: dict[str, str] = field(default_factory=dict)
    """The symbolic links the session made (``ln -s /logs/verifier /app/.out``), link -> what
    it points to: a later path through the link names what it points to."""


@dataclass
class Command:
    """One simple command as it runs: its words (expanded), its redirections, where its input
    comes from, and why it cannot be read (None when it can)."""

    words: list[str]
    text: str
    """The command as written (what evidence quotes)."""
    redirects: list[tuple[str, str]] = field(default_factory=list)
    """(operator, target) pairs: ``("<", "f")``, ``(">", "out")``, ``("3<", "f")``,
    ``("<<<", text)``, ``("<<", heredoc body)``."""
    piped_from: list[Command] = field(default_factory=list)
    """The stages before it in its pipeline (their output is its input)."""
    computed: list[str] = field(default_factory=list)
    """The words of the commands whose output its words hold (``$(ls x*)`` gives ``x*``)."""
    unreadable: str | None = None
    assigned: dict[str, str] = field(default_factory=dict)
    """Variables given to this command alone (``D=/x python3 …``): its environment."""
    nested: bool = False
    """Whether it ran inside another command's word (``dirname $(python3 …)``): its output is
    that word, not its substitution's."""
    git_programs: dict[str, str] = field(default_factory=dict)
    """The programs git's settings name (``diff.external``, a filter's ``smudge``), by key."""
    cwd: str = ""
    """The working directory it ran in (empty while unknown)."""
    environment: dict[str, str] = field(default_factory=dict)
    """The shell's variables its scripts name (``awk '… ENVIRON["F"]'``, ``perl -e '$ENV{F}'``,
    ``vim -c 'e $F'``): what the program may look up in its environment."""
    beside: dict[str, str] = field(default_factory=dict)
    """The files the session wrote in the folder it runs in, by basename, with their text."""
    handed: dict[str, str] = field(default_factory=dict)
    """The files the session wrote that it is given (an operand, or the program itself:
    ``./tool``), by basename, with their text: what a program run on them may run."""
    function: bool = False
    """Whether it calls a shell function the session defined: the function's commands, run
    with its words as ``$1``…, are read in their turn; its words alone read nothing."""

    @cached_property
    def name(self) -> str:
        """The program, by its file's name (``/usr/bin/strings`` is ``strings``); read once (a
        command's words are not changed once it is made)."""
        return program_name(self.words[0]) if self.words else ""


def coprocessed(cmd: Command) -> Command:
    """``coproc NAME { CMD; }`` (or ``coproc CMD``) as the command it runs beside the shell: what
    it reads and prints is CMD's (``cat <&${NAME[0]}`` later reads what CMD printed)."""
    if cmd.words[:1] != ["coproc"] or len(cmd.words) < 2:
        return cmd
    inner = cmd.words[1:]
    inner = inner[2:] if inner[1:2] == ["{"] else inner[1:] if inner[:1] == ["{"] else inner
    if not inner:
        return cmd
    ran = Command(inner, cmd.text, cmd.redirects, cmd.piped_from)
    ran.assigned = dict(cmd.assigned)
    return ran


def hashed(cmd: Command, state: ShellState) -> Command:
    """``cmd`` run by the program bash's command table names for it (``BASH_CMDS[ss]=
    /usr/bin/sha256sum`` or ``hash -p /usr/bin/sha256sum ss``: ``ss F`` runs sha256sum)."""
    program = state.variables.get(f"BASH_CMDS[{cmd.words[0]}]")
    return replace(cmd, words=[program, *cmd.words[1:]]) if program else cmd


def env_file(args: list[str], state: ShellState) -> dict[str, str]:
    """The variables a ``dotenv`` run reads from its file (``-f F``, else ``.env``), as the
    session wrote it: ``KEY=VALUE`` lines, quotes taken off."""
    named = next((args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-f", "--file")), ".env")
    text = state.files.get(named.rsplit("/", 1)[-1], "")
    pairs = [line.strip().removeprefix("export ").partition("=") for line in text.splitlines()]
    return {
        k.strip(): v.strip().strip("'\"") for k, eq, v in pairs if eq and k.strip().isidentifier()
    }


def restore(variables: dict[str, str], saved: dict[str, str | None]) -> None:
    """Put back the variables a nested run set for itself (``$1``…, ``D=/x prog``'s): each to
    its value before, or unset when it had none."""
    for key, old in saved.items():
        if old is None:
            variables.pop(key, None)
        else:
            variables[key] = old


def shell_arguments(cmd: Command) -> list[str] | None:
    """A shell's ``$0``, ``$1``… when it runs a script with arguments: ``sh -c SCRIPT A B``
    gives ``A`` as ``$0``; ``bash -s A B`` (its script on stdin) gives ``A`` as ``$1``."""
    args = cmd.words[1:]
    if cmd.name not in SHELLS:  # ./pin.sh A: a script of the session's, run
        return [cmd.words[0], *args] if args else None
    for i, a in enumerate(args):
        if a.startswith("-") and not a.startswith("--") and "c" in a:
            return args[i + 2 :] or None
        if a.startswith("-") and not a.startswith("--") and "s" in a:  # bash -s, -sx
            rest = [x for x in args[i + 1 :] if x != "--"]
            return [cmd.name, *rest] if rest else None
        if a in ("/dev/stdin", "-"):
            return [cmd.name, *args[i + 1 :]] if args[i + 1 :] else None
        if not a.startswith("-"):  # sh pin.sh A: the script's $1 is A
            return [a, *args[i + 1 :]] if args[i + 1 :] else None
    return None


def opened_descriptors(cmd: Command, state: ShellState) -> None:
    """Keep the descriptors ``exec N>F`` (``N>>F``) opens on files and ``exec N>&-`` closes;
    a redirection to an open one (``printf 1 >&7``) is written as one to its file."""
    if cmd.name == "exec" and len(cmd.words) == 1:
        for op, target in cmd.redirects:
            number = op.split(">", 1)[0]
            if number.isdigit() and op[len(number) :] in (">", ">>"):
                state.descriptors[number] = target
            elif number.isdigit() and (op.endswith("&-") or target == "-"):
                state.descriptors.pop(number, None)
    if state.descriptors:
        cmd.redirects = [
            (">>", state.descriptors[t])
            if op in (">&", "1>&") and t in state.descriptors
            else (op, t)
            for op, t in cmd.redirects
        ]
