"""Keys typed into a persistent terminal (terminus-2's ``keystrokes``): the lines the shell runs,
and those typed to what runs in it: an interactive Python (its lines read as Python with the
names earlier lines bound, its start-up file first), another language's interpreter, a
debugger, a ``read`` waiting for its data, a heredoc's text; Tab completion and history
expansion as bash does them."""

from __future__ import annotations

import ast
import re
import shlex
from collections.abc import Callable

from syncvals_plugin.classifier.code.action import Action
from syncvals_plugin.classifier.code.commands import ShellState
from syncvals_plugin.classifier.code.ipython import (
    displayed,
    shell_escapes,
    shell_line,
    startup_lines,
)
from syncvals_plugin.classifier.code.tree import parse_python

RunShell = Callable[[Action, str, ShellState], None]
"""How the session reads a shell call's text: :func:`.session._shell_call`."""


def keystrokes(
    action: Action, keys: str, shell: ShellState, run_shell: RunShell, screen: str = ""
) -> Action:
    """Keys typed into a persistent terminal (terminus-2): shell lines until an interactive
    Python starts (``python3``, ``ipython3``, ``python3 -m code``), Python lines after it until
    it exits, carried from step to step.  A line typed without its Enter waits for the keys
    that finish it (``C-c`` drops it, as the terminal does).  ``run_shell`` reads the shell
    lines (the session's own reading of a shell call); ``screen``, what the terminal showed
    after, ends a full-screen program that is no longer on it (a shell prompt is)."""
    exits = shell.viewer is not None and keys.strip() in _KEY_EXITS
    action = _keystrokes(action, keys, shell, run_shell)
    if (
        exits
        and shell.viewer is not None
        and shell.viewer[0] not in _EDITORS
        and not screen.strip()
    ):
        shell.viewer = None  # nano's C-x, the screen unknown: the program on it ends
    last = screen.rstrip().rsplit("\n", 1)[-1]
    if shell.viewer is not None and _SHELL_PROMPT.search(last):
        shell.viewer = None  # less exited, or never started (command not found)
    asked = _FILE_PROMPT.search(last) if shell.viewer is not None else None
    writes = asked and (asked.group(1) or "to write" in asked.group(0).lower())
    shell.file_prompt = ("write" if writes else "read", asked.group(2)) if asked else None
    return action


def _keystrokes(action: Action, keys: str, shell: ShellState, run_shell: RunShell) -> Action:
    if shell.file_prompt is not None and "\n" in keys:
        keys = _answered(keys, shell, action, run_shell)
    if shell.viewer is not None and keys.strip() in _KEY_EXITS:
        return action  # nano's C-x: it ends, or asks first (the screen says which)
    if _KEY_NAME.match(keys.strip()) and keys.strip() not in ("C-c", "C-d"):
        # a key sent alone (tmux's C-x, Escape, Up) drives the program on the screen (nano,
        # less): no text typed; Enter ends the line being typed
        keys = "\n" if keys.strip() in ("Enter", "C-m") else ""
        if not keys:
            return action
    if shell.viewer is not None:  # keys to less or vim on the screen, until it exits
        keys = _to_the_viewer(keys, shell, action, run_shell)
        if not keys:
            return action
    keys = shell.typing + keys
    if "C-c" in keys:  # lines entered before it ran; the one being typed is dropped
        entered, _, rest = keys.rpartition("C-c")
        keys = entered[: entered.rfind("\n") + 1] + rest
    keys, _, shell.typing = keys.rpartition("\n") if not keys.endswith("\n") else (keys, "", "")
    lines = keys.splitlines()
    typed: list[str] = []
    shell_lines: list[str] = []
    ends = ""  # a heredoc's delimiter: the lines up to it are its text, typed to no prompt
    opened_at = kept = 0  # the line (of ``lines``) that opened it, the shell lines before it
    for i, line in enumerate(lines):
        if ends:
            shell_lines.append(line)
            ends = "" if line.strip() == ends else ends
        elif not _to_a_program(line, shell, shell_lines):
            if shell.repl is not None:
                _into_python(line, typed, shell, action)
            else:
                before = len(shell_lines)
                ends = _at_the_prompt(line, shell, shell_lines)
                opened_at, kept = (i, before) if ends else (opened_at, before)
    if ends:  # a heredoc still open: the shell runs it once its delimiter is typed (next keys)
        del shell_lines[kept:]
        shell.typing = "\n".join([*lines[opened_at:], shell.typing])
    if shell_lines and any(line.strip() for line in shell_lines):
        run_shell(action, "\n".join(shell_lines), shell)
    if typed:
        code, escaped = shell_escapes(
            "\n".join([*shell.repl, *typed]) if shell.repl else "\n".join(typed), shell
        )
        typed = [line for line in typed if not shell_line(line)]
        if typed:
            typed_into_python(action, typed, shell)
        if escaped:
            run_shell(action, escaped, shell)
    return action


def _to_a_program(line: str, shell: ShellState, shell_lines: list[str]) -> bool:
    """A line typed to a debugger, another language's interpreter or a waiting ``read``, kept
    in ``shell_lines`` as the command that does the same; False for any other line."""
    if shell.debugger is not None:  # a line typed to gdb/lldb: one of its commands
        if line.strip() in _DEBUGGER_EXITS:
            shell.debugger = None
        elif line.strip():
            shell_lines.append(f"{shell.debugger} -batch -ex {shlex.quote(line.strip())}")
        return True
    if shell.other_repl is not None:  # node, irb: its lines are its program, run so far
        program, so_far = shell.other_repl
        if line.strip() in _OTHER_EXITS or "\x04" in line:
            shell.other_repl = None
        elif line.strip():
            shell_lines.append(f"{program} {shlex.quote(_with_its_names(so_far, line))}")
            so_far.append(line)
        return True
    if shell.repl is None and shell.reading is not None:  # the data a read typed alone waits for
        shell_lines.append(f"{shell.reading} <<< {shlex.quote(line)}")
        shell.reading = None
        return True
    return False


def _at_the_prompt(line: str, shell: ShellState, shell_lines: list[str]) -> str:
    """A line typed at the shell's prompt, completed and history-expanded, kept in
    ``shell_lines`` unless it starts what reads the next lines (``read``, ``node``); a
    debugger or an interactive Python it starts is noted.  Returns the delimiter of a heredoc
    it opens (its next lines are the heredoc's text), else ""."""
    line = _history_expanded(_completed(line), shell)
    if _READ_ALONE.match(line):
        shell.reading = line
        return ""
    other = _OTHER_REPLS.get(line.strip())
    if other is not None:
        shell.other_repl = (other, [])
        return ""
    shell_lines.append(line)
    shown = _VIEWER.match(line) or _PAGED.search(line)
    if shown and not _BATCH.search(line):  # less F typed alone: the keys after it are less's
        shell.viewer = (shown.group(1), shown.group(2) or "")
    started = _DEBUGGER.match(line)
    if started:  # gdb -p PID typed alone: what follows are its commands
        shell.debugger = started.group(1)
    if starts_repl(line):  # python3 typed alone: what follows is Python (its start-up file first)
        shell.repl = startup_lines(shell)
    opened = _HEREDOC.search(line)
    return opened.group(1) if opened else ""


def _answered(keys: str, shell: ShellState, action: Action, run_shell: RunShell) -> str:
    """The line that answers a program's prompt for a file, read as a read of that file (``cat
    F``: emacs' ``Find file:``, nano's ``File to insert``) or as a write of it (``tee F``);
    returns the keys after it."""
    kind, folder = shell.file_prompt or ("read", "")
    shell.file_prompt = None
    name, _, rest = keys.partition("\n")
    name = name.strip()
    if name:
        path = name if name.startswith(("/", "~")) or not folder else f"{folder.rstrip('/')}/{name}"
        # read as cat reads it: the editor opens or inserts the file, and writes nothing
        done = (
            f"cat {shlex.quote(path)}" if kind == "read" else f"tee {shlex.quote(path)} < /dev/null"
        )
        run_shell(action, done, shell)
    return rest


def _to_the_viewer(keys: str, shell: ShellState, action: Action, run_shell: RunShell) -> str:
    """Keys typed to a full-screen program (``less``, ``vim``, ``man``), a line or a key at a
    time, each read as the command that does the same: a file it opens (``:e F``, ``:r F``) as
    the program run on F, a shell command it runs (``!CMD``, ``:!CMD``) as CMD, a file it writes
    (``:w F``, ``:wq``) as ``tee F``; its exit (``q``, ``:q``, ``ZZ``) ends it.  Returns the
    keys typed after it exited (the shell's again)."""
    parts = keys.split("\n")
    for i, part in enumerate(parts):
        program, shown = shell.viewer or ("", "")
        key = part.strip()
        opened = _VIEWER_OPENS.match(key)
        ran = _VIEWER_RUNS.match(key)
        wrote = _VIEWER_WRITES.match(key)
        if opened:
            shell.viewer = (program, opened.group(1))
            run_shell(action, f"{program} {opened.group(1)}", shell)
        elif ran:
            run_shell(action, ran.group(1), shell)
        elif wrote and (wrote.group(2) or shown):
            run_shell(action, f"tee {wrote.group(2) or shown} < /dev/null", shell)
        ends = key in _VIEWER_EXITS or (wrote and wrote.group(1) in ("wq", "x", "wq!", "x!"))
        if ends and program not in _EDITORS:
            shell.viewer = None
            return "\n".join(parts[i + 1 :])
    return ""


_VIEWER = re.compile(
    r"^\s*(?:sudo\s+)?(less|more|most|man|view|vim|vi|nvim|nano|pico|micro|emacs|mg|jed)\b(?:\s+[-+]\S*)*"
    r"(?:\s+(\S+))?\s*$"
)
"""A full-screen program typed alone with at most one file (``less F``, ``vim +12 F``)."""
_PAGED = re.compile(r"\|\s*(less|more|most)()(?:\s+-\S+)*\s*$")
"""A pipeline ending in a pager (``cmd | less``): its keys are the pager's, its input the pipe."""
_BATCH = re.compile(r"\s-(?:es|Es|e|s)\b|\s\+(?:wq|q|x)\b|\s-c\s")
"""What makes vim or ex run and exit without a screen (``-es``, ``+wq``, ``-c CMD``)."""
_VIEWER_OPENS = re.compile(
    r"^:(?:e|edit|E|examine|n|next|r|read|view|sp|split|tabe|tabedit)!?\s+(\S+)$"
)
_VIEWER_RUNS = re.compile(r"^:?!(?!\s*$)(.+)$")
_VIEWER_WRITES = re.compile(r"^:(w!?|wq!?|x!?|sav(?:eas)?!?)(?:\s+(\S+))?$")
_VIEWER_EXITS = frozenset({"q", "Q", ":q", ":q!", ":qa", ":qa!", "ZZ", "ZQ", ":x", ":wq"})
_FILE_PROMPT = re.compile(
    r"(?i)^(?:(write|save|log)\b[\w ]*?|[\w -]*?)\bfile(?: name)?(?: to \w+)?(?: \[[^\]]*\])?\s*:"
    r"[ \t]*(\S*)[ \t]*$"
)
"""A full-screen program's prompt for a file name on its screen's last line (emacs' ``Find
file: /app/``, ``Hexl find file:``, ``Write file:``, nano's ``File to insert [from ./]:``,
less' ``log file:``, where its ``s`` saves its piped input)."""
_KEY_EXITS = frozenset({"C-x", "C-q"})
"""nano's and micro's exit keys, sent by name."""
_EDITORS = frozenset({"emacs", "mg", "jed"})
"""Programs whose ``C-x`` is a prefix (``C-x C-f``) and whose ``q`` is text: only the screen
says when they end (a shell prompt on it)."""
_SHELL_PROMPT = re.compile(r"^\S*[@:]\S*[$#]$|^[$#]$")
"""A shell's prompt alone on the screen's last line (``root@c0ffee:/app#``, ``$``)."""
_KEY_NAME = re.compile(
    r"^(?:[CMS]-\S|Escape|Enter|Tab|BSpace|BTab|Up|Down|Left|Right|Home|End|PageUp|PageDown"
    r"|PPage|NPage|DC|IC|Space|F\d{1,2})$"
)
"""A key tmux sends by its name (terminus-2's keystrokes): not text typed."""
_HEREDOC = re.compile(r"(?<!<)<<-?(?!<)\s*['\"]?(\w+)['\"]?")
"""A heredoc started on a line typed (``cat > f <<'EOF'``): the lines up to ``EOF`` are its text
(a here-string, ``<<< 'text'``, opens none)."""
_DEBUGGER = re.compile(
    r"^\s*(?:sudo\s+)?(gdb|lldb)\b(?!.*(?:-batch|--batch|-ex\b|--one-line|-o\s))"
)
"""A debugger started interactively in a terminal (no ``-batch``, no command given)."""
_DEBUGGER_EXITS = frozenset({"quit", "q", "exit", "quit()", "detach\nquit"})


_OTHER_REPLS = {
    "node": "node -e", "nodejs": "node -e", "irb": "ruby -e", "php -a": "php -r",
    "lua": "lua -e", "R": "Rscript -e", "julia": "julia -e", "perl -de0": "perl -e",
    "jshell": "jshell -R", "deno": "deno eval", "sqlite3": "sqlite3 :memory:",
    "duckdb": "duckdb -c",
}  # fmt: skip
"""Other languages' interpreters typed alone into a terminal, and how the same code runs as
one program (what the reader judges)."""
_BINDS = re.compile(r"^\s*(?:const|let|var|local|my)?\s*[$@]?([A-Za-z_]\w*)\s*=(?!=)")


_LOOK_BACK = 64
"""How many earlier lines a typed line's names are looked for in (a record of thousands of
lines typed would otherwise be read in time quadratic in them)."""


def _with_its_names(earlier: list[str], line: str) -> str:
    """A line typed into another language's interpreter, run as one program with the earlier
    lines that bound the names it uses (and theirs): what it does is its own line's."""
    kept, wanted = [line], set(re.findall(r"\w+", line))
    for before in reversed(earlier[-_LOOK_BACK:]):
        bound = _BINDS.match(before)
        if bound and bound.group(1) in wanted:
            kept.insert(0, before)
            wanted |= set(re.findall(r"\w+", before))
    return "\n".join(kept)


_OTHER_EXITS = frozenset(
    {".exit", ".quit", "exit", "exit()", "quit", "quit()", "q()", "/exit", "os.exit()"}
)
_READ_ALONE = re.compile(r"^\s*read(?:\s+-[rsep]+)*(?:\s+-p\s+\S+)?\s+\w+\s*$")
"""``read -r NAME`` typed alone: the next line typed is its data, not a command."""
_TAB = re.compile(r"(?<=\S)\t(?=[\w.~*?\[-])")
_LAST_TAB = re.compile(r"(?<=\S)\t")


def _completed(line: str) -> str:
    """A line typed with Tab completion (``strings /app/refor<Tab>``): the shell finishes the
    word with what matches it, which a glob of the word says (``/app/refor*``); a word typed on
    after a Tab went on into the folder it completed (``cat /sol<Tab>s<Tab>``: ``/sol*/s*``)."""
    return _LAST_TAB.sub("*", _TAB.sub("*/", line)) if "\t" in line else line


_FC = re.compile(r"^\s*fc\s+-s\b([^|;&]*)(.*)$", re.S)


def _history_expanded(line: str, shell: ShellState) -> str:
    """A line typed into an interactive bash, its history expanded as bash does before running
    it: ``^old^new^`` (the last line, changed), ``!!`` (the last line), ``!$`` (its last
    word); the line is then the last one."""
    last = shell.last_line
    again = _FC.match(line) if last else None
    if again:  # fc -s 'old=new' [prefix]: the last line (starting so), changed, run again
        try:
            given = shlex.split(again.group(1))
        except ValueError:
            given = []
        prefix = [g for g in given if "=" not in g]
        if not prefix or last.lstrip().startswith(prefix[0]):
            for change in (g for g in given if "=" in g):
                old, _, new = change.partition("=")
                last = last.replace(old, new, 1)
            line = last + again.group(2)
    elif last and line.startswith("^") and line.count("^") >= 2:
        old, new, *rest = line[1:].split("^", 2)
        line = last.replace(old, new, 1) + (rest[0] if rest else "")
    elif last and ("!!" in line or "!$" in line):
        words = last.split()
        line = line.replace("!!", last).replace("!$", words[-1] if words else "")
    if line.strip():
        shell.last_line = line
    return line


_REPL_EXITS = ("exit()", "quit()", "exit", "quit", "C-d", "\x04")


def starts_repl(line: str) -> bool:
    """Whether a line ends by starting an interactive Python (``cd /app && python3 -q``)."""
    return _REPL.match(re.split(r"&&|\|\||;", line)[-1]) is not None


_REPL = re.compile(
    r"^\s*(?:(?:python[\d.]*|ipython\d?|bpython|ptpython|py)(?:\s+-[iqubBEsSIO]+)*"
    r"(?:\s+-m\s+code)?|jupyter[ -]console(?:\s+--[\w-]+(?:=\S+)?)*)\s*$"
)
"""A line that starts an interactive Python in a terminal: the interpreter alone, with options
that keep it interactive, or ``-m code``; Jupyter's console (``jupyter console
--simple-prompt``), a kernel's prompt."""


def _into_python(line: str, typed: list[str], shell: ShellState, action: Action) -> None:
    """One line typed into an interactive Python: its exit, a line of a compound statement
    (run whole when an empty or an unindented line ends it, read with the step that typed its
    last line), or a statement added to ``typed``."""
    if line.strip() in _REPL_EXITS or "\x04" in line:
        shell.repl = shell.block = None
        return
    if shell.block is not None and (not line.strip() or not line[:1].isspace()):
        owner, piece = shell.block_owner or action, "\n".join(shell.block)
        shell.block = shell.block_owner = None
        if owner is action:
            typed.append(piece)
        else:
            typed_into_python(owner, [piece], shell)  # type: ignore[arg-type]
    if shell.block is not None or line.rstrip().endswith(":"):
        shell.block = [*(shell.block or []), line]  # with …: its body, then ""
        shell.block_owner = action
    elif line.strip():
        typed.append(line)


def typed_into_python(action: Action, typed: list[str], shell: ShellState) -> None:
    """Lines typed into an interactive Python: read as Python, after the imports and the
    assignments typed before them (``import reforacle as R`` one step, ``p =
    os.path.realpath(R.__file__)`` the next, ``open(p, "rb")`` a third).  What a carried line
    calls was counted where it was typed (:attr:`Action.carried`), not again."""
    assert shell.repl is not None
    shown = [c for line in typed if _expression(line) and (c := displayed(shell.repl, line))]
    piece = "\n".join([*shell.repl, *typed, *shown])
    action.python.append(piece)
    action.carried[piece] = sum(line.count("\n") + 1 for line in shell.repl)
    for line in typed:
        statement = parse_python(line.strip())
        if statement is None:
            continue
        if len(statement.body) == 1 and isinstance(statement.body[0], _KEPT):
            shell.repl.append(line.strip())
        elif len(statement.body) == 1 and _listing(statement.body[0]):
            # an expression's value is the REPL's ``_`` (glob.glob('/*/*.py'), then open(_[-1]))
            shell.repl[:] = [k for k in shell.repl if not k.startswith("_ = ")]
            shell.repl.append(f"_ = {line.strip()}")
        for started in statement.body:  # yappi.start(): on for the lines that follow
            if isinstance(started, ast.Expr) and _starts_or_stops(started.value) == "start":
                shell.repl.append(ast.unparse(started))
            elif isinstance(started, ast.Expr) and _starts_or_stops(started.value) == "stop":
                owner = ast.unparse(started.value.func.value)  # type: ignore[attr-defined]
                shell.repl[:] = [k for k in shell.repl if not k.startswith(owner + ".")]


def _expression(line: str) -> bool:
    statement = parse_python(line.strip())
    return statement is not None and [type(s) for s in statement.body] == [ast.Expr]


_LISTINGS = frozenset(
    {"glob", "iglob", "listdir", "scandir", "iterdir", "rglob", "sorted", "list", "join",
     "realpath", "abspath", "dirname", "basename", "expanduser", "getcwd", "find_spec",
     "getfile", "getsourcefile", "getabsfile"}
)  # fmt: skip
"""Calls whose value names files without reading one: what ``_`` may hold for a later line."""


def _listing(statement: ast.stmt) -> bool:
    """Whether ``statement`` is an expression whose value is a listing or a path, computed by
    calls that only name files (its value is kept as ``_``; a read would be read again)."""
    if not isinstance(statement, ast.Expr):
        return False
    calls = [n for n in ast.walk(statement) if isinstance(n, ast.Call)]
    if not calls:  # a name, an attribute (R.__file__), an item: a value, computed by nothing
        return isinstance(statement.value, ast.Name | ast.Attribute | ast.Subscript)
    return all(
        (n.func.attr if isinstance(n.func, ast.Attribute) else getattr(n.func, "id", ""))
        in _LISTINGS
        for n in calls
    )


_KEPT = (
    ast.Import, ast.ImportFrom, ast.Assign, ast.AugAssign, ast.FunctionDef, ast.ClassDef,
)  # fmt: skip
"""Statements typed into an interactive Python whose names later lines may use."""


def _starts_or_stops(call: ast.AST) -> str | None:
    """ "start" for a call that turns something on for the code run after it (``X.start()``,
    ``X.enable()``, ``sys.settrace(f)``), "stop" for its end (``X.stop()``), else None."""
    if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute):
        return None
    name = call.func.attr
    if name in ("start", "enable", "settrace", "setprofile", "__enter__"):
        return "start"
    return "stop" if name in ("stop", "disable", "__exit__") else None
