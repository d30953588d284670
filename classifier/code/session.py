"""The session kept across a trial's steps: a tool call read as an :class:`Action` (the shell
commands it ran, the Python it ran or wrote, the paths it wrote and read), with the state carried
from step to step: the working directory and its stack, and the files written so far (``written``),
so that a script written in one step and run in a later one is read as run.
"""

from __future__ import annotations

import ast
import re
import shlex

from syncvals_plugin.classifier.code.action import Action
from syncvals_plugin.classifier.code.commands import SHELLS, Command, ShellState
from syncvals_plugin.classifier.code.executed import (
    _executed_layers,
    files_named,
    python_commands,
    python_written,
    with_helpers,
)
from syncvals_plugin.classifier.code.grammar import read_shell
from syncvals_plugin.classifier.code.ipython import (
    shell_escapes,
)
from syncvals_plugin.classifier.code.links import follow_links, note_links
from syncvals_plugin.classifier.code.markers import DECODED, STDIN, UNKNOWN, known
from syncvals_plugin.classifier.code.operands import RUNS_NOTHING
from syncvals_plugin.classifier.code.payloads import _decoded_layers, pickled_calls
from syncvals_plugin.classifier.code.printed import editor_wrote, printed, teed
from syncvals_plugin.classifier.code.reference import DEBUGGERS
from syncvals_plugin.classifier.code.scheduled import scheduled_commands
from syncvals_plugin.classifier.code.subagents import SUBAGENTS, sent_to_write
from syncvals_plugin.classifier.code.terminal import keystrokes, starts_repl
from syncvals_plugin.classifier.code.tree import Source, parse_python
from syncvals_plugin.classifier.code.unreadable import unseen_scripts
from syncvals_plugin.classifier.code.web import browsed
from syncvals_plugin.classifier.code.words import (
    _basename,
    _unredirected,
    join_cwd,
    operands,
    option_value,
    program,
    python_invocation,
    redirect_targets,
)
from syncvals_plugin.classifier.code.writes import (
    IN_PLACE_EDITORS,
    WRITING_COMMANDS,
    foreign_paths,
    git_applied,
    in_place_edited,
    option_writes,
    patched_files,
    unpacked_into,
    writing_paths,
)
from syncvals_plugin.records.atif import Step, ToolCall, argument_text, message_text

_COMMAND_KEYS = ("command", "cmd", "keystrokes", "script", "code_shell")


_PATH_KEYS = ("path", "file_path", "filepath", "filename", "file", "target_file", "notebook_path")


_DESTINATION_KEYS = ("destination", "dest", "target", "new_path", "to")
_SOURCE_KEYS = ("source", "src", "old_path", "from")
"""A file tool's arguments naming where a file goes and where it came from (a move writes both)."""
_CONTENT_KEYS = ("content", "file_text", "new_str", "new_string", "new_source", "text", "replace")


_WRITE_TOOLS = (
    "write",
    "create",
    "edit",
    "multiedit",
    "str_replace",
    "notebookedit",
    "apply_patch",
)


_READ_TOOLS = ("read", "view", "open", "cat", "grep", "search")
"""Editor tools that show a file's content (a search shows the lines that match)."""


_LISTERS = frozenset({"glob", "ls", "list_directory", "list_dir", "list_files"})
"""Editor tools that list names (Claude Code's ``Glob`` and ``LS``, an MCP file server's
``list_directory``): read as ``ls`` of what they are given, a look that shows no content."""


def _listed(action: Action, call: ToolCall, path: str, shell: ShellState, shown: str) -> Action:
    """A listing tool's call read as the shell's ``ls`` of the paths it printed (``shown``), or,
    where it printed none, of its folder and pattern (``Glob(pattern="**/test_*.py",
    path="/tests")`` lists ``/tests/**/test_*.py``): it looked where it found something."""
    pattern = call.arguments.get("pattern")
    found = _SHOWN_PATH.findall(shown)[:_SHOWN_MOST]
    where = found or ["/".join(p.rstrip("/") for p in (path, pattern) if isinstance(p, str) and p)]
    _shell_call(action, "ls " + " ".join(shlex.quote(w) for w in where), shell)
    return action


PYTHON = re.compile(r"^(?:python|python3|python3\.\d+|py|ipython)$")
"""The names a Python interpreter runs under."""


def _argument(call: ToolCall, keys: tuple[str, ...]) -> str | None:
    # A command given as a list (Codex's ``shell``: ``["bash", "-lc", "…"]``) is the shell line
    # that runs it.
    import shlex

    for key in keys:
        value = call.arguments.get(key)
        if isinstance(value, str):
            return value
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            return shlex.join(value)
    return None


def _python_reads_stdin(args: list[str]) -> bool:
    """Whether ``python`` given ``args`` runs its standard input (``python3``, ``python3 -``), not
    a ``-c`` string, a ``-m`` module or a script that reads it as data."""
    code, module, script = python_invocation(_unredirected(args))
    return code is None and module is None and script in (None, "-")


def tool_actions(steps: list[Step]) -> list[Action]:
    """Every tool call of ``steps`` as an :class:`Action`, in order, read with one shell state
    for the whole session (its variables, functions, aliases and the files written so far): a
    script written earlier and run later contributes its source to the call that runs it."""
    shell = ShellState()
    out: list[Action] = []
    for step in steps:
        for call in step.tool_calls or []:
            before = dict(shell.files)
            action = _action(step.step_id, call, shell, _result_of(step, call))
            action.writes += _scheduled_writes(action, shell)
            _unpickled(action, shell)
            # a served URL or a file:// one, in any program's text (a browser tool's, Python's
            # urlopen, node's fetch): its file; what a browser says it shows, too
            shows = _result_of(step, call) if "brows" in call.function_name.lower() else ""
            if shows or "://" in action.text:
                action.reads += browsed(action.text, shows, shell.web)
            follow_links([action.reads, action.writes, action.ran_scripts], shell.links)
            note_links(action.run, shell.links)
            with_helpers(action.python, action.carried, shell.files)
            action.seen = {b: t for b, t in shell.seen.items() if b in action.text}
            action.authored = {k: v for k, v in shell.files.items() if before.get(k) is not v}
            out.append(action)
            result = _result_of(step, call)
            shell.shown += _SHOWN_PATH.findall(result)[:_SHOWN_MOST]
            _echoed(action.text, result, shell)
            # vi's own word that it wrote a file ('"/x.py" 1574L, 58232B written'): a write,
            # whatever keystrokes made it
            action.writes += editor_wrote(result)
            if action.tool.lower() in SUBAGENTS:  # told to change a file, and says it did
                action.writes += sent_to_write(action.text, result)
            teed(action.run[-1] if action.run else None, result, shell.files)
            _seen(action, result, shell)
    return out


def _seen(action: Action, result: str, shell: ShellState) -> None:
    """The file a call showed whole (a read tool's output, ``cat F`` alone): its text, as the
    record shows it (Claude Code's line numbers taken off), kept by basename; a file the call
    wrote is no longer what an earlier output showed."""
    for path in action.writes:
        shell.seen.pop(_basename(path), None)
    names = {c.name for c in action.run}
    if len(set(action.reads)) != 1 or action.writes or not names <= {"cat"} or not result:
        return
    lines = [_NUMBERED.sub("", line) for line in result.splitlines()[:_SEEN_LINES]]
    shell.seen[_basename(action.reads[0])] = "\n".join(lines)


_NUMBERED = re.compile(r"^\s*\d+(?:\t|\u2192)")
"""Claude Code's ``Read`` numbering (``     1\t``, ``1→``) before each line it shows."""
_SEEN_LINES = 64
"""The most lines of an output kept as a file's text (a list of paths, not a file of data)."""


"""A terminal's prompt at the end of what it showed (``root@app:/app# ``)."""


def _echoed(text: str, result: str, shell: ShellState) -> None:
    """A variable the reading could not know (``SV=$(python3 -c …)``) echoed alone, the one echo
    of the step, its output's first line a path, or shown by ``declare -p``: the record shows
    its value."""
    names = _ECHOED.findall(text)
    first = result.lstrip("\n").split("\n", 1)[0].strip()
    shown = dict(_DECLARED.findall(result))  # declare -p so: declare -- so="/root/…"
    if len(names) == 1 and first.startswith("/") and " " not in first:
        shown.setdefault(names[0], first)
    for name, value in shown.items():
        if value.startswith("/") and not known(shell.variables.get(name, UNKNOWN)):
            shell.variables[name] = value


_DECLARED = re.compile(r'^declare -[-\w]* (\w+)="([^"\n]*)"$', re.M)
_ECHOED = re.compile(r"(?:^|[;&|(]\s*)echo\s+\"?\$\{?(\w+)\}?\"?\s*(?=;|&&|\|\||\n|$)", re.M)
_SHOWN_PATH = re.compile(r"^[ \t]*(/[\w.@+-]+(?:/[\w.@+-]+)*/?)[ \t]*$", re.M)
"""A line of output that is one absolute path (what ``find`` and ``ls -d`` print)."""
_SHOWN_MOST = 2000
"""The most paths one output adds (a listing of a whole tree is no better evidence)."""


def _unpickled(action: Action, shell: ShellState) -> None:
    """What a pickle the action's Python decodes from a literal runs when loaded (``__reduce__``
    of ``os.system`` with its command, of ``exec`` with its code), read as the step's own;
    ``load(`` too (``torch.load(…, weights_only=False)`` of a zip that holds one)."""
    for code in [c for c in action.python if "loads" in c or "load(" in c]:
        if "weights_only=True" in code:
            continue  # torch refuses every global that runs something
        for called, argument in pickled_calls(code):
            if argument is None:
                continue
            if called.endswith(("exec", "eval")):
                action.python.append(argument)
                continue
            more = read_shell(argument, shell, depth=1)
            action.run += more
            _read_run(action, more, shell.files)


def _scheduled_writes(action: Action, shell: ShellState) -> list[str]:
    """What the commands a job runs later write (:func:`.scheduled.scheduled_commands`): they
    run while the grader may, so their writes are judged as the step's."""
    out: list[str] = []
    for command in scheduled_commands(action.writes, action.run, action.text, shell.files):
        later = Action(action.step_id, action.tool, command)
        _read_run(later, read_shell(command, ShellState()), {})
        out += later.writes
    return out


def _result_of(step: Step, call: ToolCall) -> str:
    results = step.observation.results if step.observation else []
    return "\n".join(
        message_text(r.content) for r in results if r.source_call_id == call.tool_call_id
    )


def _action(step_id: int, call: ToolCall, shell: ShellState, shown: str = "") -> Action:
    if call.given is not call.arguments:  # its arguments sent as one JSON string
        call = call.model_copy(update={"arguments": call.given})
    tool = call.function_name
    text = "\n".join(str(v) for v in call.arguments.values())
    action = Action(step_id, tool, text)
    action.shown = "\n".join(argument_text(v) for v in call.arguments.values())
    lowered = tool.lower()
    path = _argument(call, _PATH_KEYS)
    command = _argument(call, _COMMAND_KEYS)
    written = shell.files
    viewing = call.arguments.get("command") == "view"  # OpenHands' editor, viewing
    action.reads += [  # WebFetch("file:///app/…"): a file read through a URL
        v[len("file://") :]
        for v in call.arguments.values()
        if isinstance(v, str) and v.startswith("file://")
    ]
    if path and (viewing or (any(w in lowered for w in _READ_TOOLS) and command is None)):
        pattern = call.arguments.get("glob")  # Grep(path="/app", glob="*.so"): those files
        kind = call.arguments.get("type")  # Grep(path="/", type="sh"): every *.sh below it
        if isinstance(kind, str) and kind.isalnum() and not isinstance(pattern, str):
            pattern = f"**/*.{kind}"
        action.reads.append(f"{path.rstrip('/')}/{pattern}" if isinstance(pattern, str) else path)
        return action
    if lowered in _LISTERS and path:  # (a bare pattern lists the working directory: unsaid)
        return _listed(action, call, path, shell, shown)
    patch = call.arguments.get("input") if "patch" in lowered else None
    if isinstance(patch, str) and "*** " in patch:  # codex's apply_patch: the files it adds
        return _patched(action, patch, written)
    if path and any(w in lowered for w in _WRITE_TOOLS):
        return _edited_file(action, call, path, command, shell)
    if any(w in lowered for w in ("move", "copy", "rename")):  # MCP's move_file(src, dst)
        moved = [call.arguments.get(k) for k in _DESTINATION_KEYS]
        moved += [call.arguments.get(k) for k in _SOURCE_KEYS] if "copy" not in lowered else []
        action.writes += [p for p in moved if isinstance(p, str)]
        return action
    keys = call.arguments.get("keystrokes")
    if isinstance(keys, str):
        return _typed(keystrokes(action, keys, shell, _shell_call, shown), shell)
    # OpenHands' terminal persists: a Python started there reads the lines sent to it with
    # is_input; a command sent without it is the shell's (the Python ended or was stopped)
    typed = str(call.arguments.get("is_input", "")).lower() == "true"
    if isinstance(command, str) and lowered == "execute_bash" and not typed:
        shell.repl = None
    if isinstance(command, str) and (typed or lowered == "execute_bash" and starts_repl(command)):
        return _typed(keystrokes(action, command + "\n", shell, _shell_call), shell)
    if command is None:
        if "python" in lowered or "cell" in lowered or lowered in ("jupyter", "notebook"):
            _python_cell(action, _argument(call, ("code", "source")), shell, shown)
        return action
    _shell_call(action, command, shell)
    return action


def _typed(action: Action, shell: ShellState) -> Action:
    # The lines typed into an interactive Python (each piece the prompt read, with the lines
    # carried before it): the programs they run.
    for piece in [p for p in action.python if p in action.carried]:
        _python_runs(action, shell, piece)
    return action


def _python_cell(action: Action, code: str | None, shell: ShellState, shown: str = "") -> None:
    """A Python tool's cell (a notebook's, a generic agent's ``python_exec``): run in the one
    kernel with the cells before it, its payloads read as typed, the session's files what its
    ``open(F).read()`` reads, as in a shell call; IPython's ``!`` lines run in a shell."""
    if not code:
        return
    written = shell.files
    code, escaped = shell_escapes(_OUT_REFERENCE.sub(r"_\1", code), shell)
    action.python.append(piece := _in_kernel(action, code, shell, shown))
    _python_runs(action, shell, piece)
    action.decoded += _decoded_layers(code)  # read as typed, as in a shell call
    action.python += action.decoded
    action.python += _executed_layers(action.python, written=written)
    for source in action.python if written else ():
        action.folds.update(files_named(source, written))
    if escaped:  # !strings {R.__file__}: IPython hands the line to a shell
        _shell_call(action, escaped, shell)


def _edited_file(
    action: Action, call: ToolCall, path: str, command: str | None, shell: ShellState
) -> Action:
    """An editor tool's write of ``path`` (a file created, edited, or its last edit undone):
    the file's text as the session now holds it, and the Python it holds."""
    written, lowered = shell.files, call.function_name.lower()
    action.writes.append(path)
    content = _argument(call, _CONTENT_KEYS) or ""
    base, history = _basename(path), shell.undone.setdefault(_basename(path), [])
    if command == "undo_edit":  # OpenHands' editor: the file as it was before its last edit
        if history:
            written[base] = history.pop()
        return action
    if base in written:
        history.append(written[base])
    edited = _edited(written.get(base), call.arguments)
    if path.endswith(".ipynb") and "new_source" in call.arguments:  # Claude Code's NotebookEdit
        edited = _notebook_edited(written.get(base), call.arguments)
    if edited is not None:
        written[base] = edited  # the file as the edit leaves it
    elif (
        any(w in lowered for w in ("write", "create", "save"))  # Write, write_file, create
        or "file_text" in call.arguments
        or not path.endswith(".py")
    ):
        written[base] = content
    shell.folders[base] = path.rsplit("/", 1)[0] if "/" in path else shell.cwd
    if path.endswith(".py"):
        action.python.append(content)
        action.written_code.append(content)
        action.code_files[content] = path
    return action


def _notebook_edited(text: str | None, arguments: dict) -> str:
    """A notebook with one cell edited (``edit_mode``: ``replace``, the default, ``insert``
    after ``cell_id``, or ``delete``), as Claude Code's ``NotebookEdit`` leaves it: what a
    later ``jupyter execute`` runs."""
    import json

    try:
        notebook = json.loads(text or "")
        cells = notebook["cells"]
        assert isinstance(cells, list)
    except (ValueError, KeyError, TypeError, AssertionError, RecursionError):
        notebook, cells = {"cells": []}, []
        notebook["cells"] = cells
    ids = [c.get("id") if isinstance(c, dict) else None for c in cells]
    at = ids.index(arguments.get("cell_id")) if arguments.get("cell_id") in ids else len(cells)
    mode = arguments.get("edit_mode", "replace")
    cell = {"source": arguments["new_source"]}
    cell |= {"cell_type": arguments["cell_type"]} if arguments.get("cell_type") else {}
    if mode == "insert" or at == len(cells):
        cell.setdefault("cell_type", "code")
    if mode == "insert":
        cells.insert(at + 1 if at < len(cells) else at, cell)
    elif mode == "delete":
        del cells[at : at + 1]
    elif at < len(cells):
        cells[at] = {**cells[at], **cell}
    else:
        cells.append(cell)
    return json.dumps(notebook)


def _edited(text: str | None, arguments: dict) -> str | None:
    """A file the session wrote, with an editor's replacements applied (Claude Code's
    ``Edit``/``MultiEdit``, OpenHands' ``str_replace``), or None when it holds no such edit."""
    edits = arguments.get("edits")
    pairs = (
        [(e.get("old_string"), e.get("new_string")) for e in edits if isinstance(e, dict)]
        if isinstance(edits, list)
        else []
    )
    old = next(
        (arguments[k] for k in ("old_string", "old_str", "find", "search") if k in arguments), None
    )
    new = next((arguments[k] for k in ("new_string", "new_str", "replace") if k in arguments), None)
    pairs += [(old, new)] if old is not None else []
    if text is None or not pairs:
        return None
    for old, new in pairs:
        if isinstance(old, str) and isinstance(new, str) and old in text:
            text = text.replace(old, new, 1)
    return text


def _patched(action: Action, patch: str, written: dict[str, str]) -> Action:
    """The files an ``apply_patch`` adds, written (Python among them read as written code), and
    the files it updates, moves or deletes: written too, their new text unknown."""
    for added, body in _patched_files(patch):
        action.writes.append(added)
        written[_basename(added)] = body
        if added.endswith(".py"):
            action.python.append(body)
            action.written_code.append(body)
            action.code_files[body] = added
    action.writes += [p.strip() for p in _CHANGED_FILE.findall(patch)]
    # an update applies its hunks to the file's text, so it reads it (a move reads it whole)
    action.reads += [p.strip() for p in _UPDATED_FILE.findall(patch)]
    return action


_CHANGED_FILE = re.compile(r"^\*\*\* (?:Update File|Delete File|Move to): (.+)$", re.M)
"""An ``apply_patch`` header naming a file it changes in place, removes, or renames to."""
_UPDATED_FILE = re.compile(r"^\*\*\* Update File: (.+)$", re.M)
"""An ``apply_patch`` header naming a file it reads to change (or to move)."""


def _patched_files(patch: str) -> list[tuple[str, str]]:
    """The files an ``apply_patch`` adds, with their text (its ``+`` lines)."""
    out = []
    for found in re.finditer(r"^\*\*\* Add File: (.+)$((?:\n\+.*)*)", patch, re.M):
        body = "\n".join(line[1:] for line in found.group(2).split("\n")[1:])
        out.append((found.group(1).strip(), body + "\n"))
    return out


_OUT_REFERENCE = re.compile(r"\bOut\[(\d+)\]")
_OUT_SHOWN = re.compile(r"^Out\[(\d+)\]:", re.M)
"""IPython's history of values: ``Out[14]`` (also ``_14``) is the value cell 14 ended on."""


def _in_kernel(action: Action, code: str, shell: ShellState, shown: str = "") -> str:
    """A notebook cell (OpenHands' IPython, a Jupyter tool) run in the kernel the earlier cells
    ran in: after the imports, assignments and definitions they made (carried, as a terminal's
    interactive Python carries its lines), which this cell's names may stand for."""
    kept = shell.kernel
    piece = "\n".join([*kept, code]) if kept else code
    if kept:
        action.carried[piece] = sum(k.count("\n") + 1 for k in kept)
    tree = parse_python(code)
    if tree is None:
        return piece
    source = Source(code, tree)  # one split of the cell, not one per statement kept
    for node in tree.body:
        if isinstance(node, _KEPT_IN_KERNEL):
            segment = source.segment(node)
            if segment:
                kept.append(segment)
    last = tree.body[-1] if tree.body else None
    numbered = _OUT_SHOWN.search(shown) if isinstance(last, ast.Expr) else None
    if numbered and last is not None and (segment := source.segment(last)):
        kept.append(f"_{numbered.group(1)} = {segment}")  # the cell's value, as Out[N] keeps it
    return piece


_KEPT_IN_KERNEL = (
    ast.Import, ast.ImportFrom, ast.Assign, ast.AugAssign, ast.AnnAssign, ast.FunctionDef,
    ast.ClassDef,
)  # fmt: skip


def _shell_call(action: Action, command: str, shell: ShellState) -> None:
    """A shell call: its commands read with the grammar and the session's state (what a decoded
    payload holds read as if typed, as shell and as Python), then what they ran, wrote and read."""
    written = shell.files
    action.shell = command
    action.run = read_shell(command, shell)
    for cmd in action.run:  # apply_patch <<'EOF' (Codex's own tool, run as a command)
        if cmd.name in ("apply_patch", "applypatch"):
            for op, text in cmd.redirects:
                if op in ("<<", "<<<") and "*** " in text:
                    _patched(action, text, written)
    for payload in _decoded_layers(action.text):
        action.decoded.append(payload)
        action.run += unseen_scripts(read_shell(payload, shell), shell)
        action.python.append(payload)
    _read_run(action, action.run, written)
    layers = _executed_layers(originals := list(action.python), written=written)
    action.python += layers
    ran: set[str] = set()
    for source in list(action.python):  # subprocess.run(["python3", "-c", "…"]): what it runs
        # (a snapshot: the Python those commands run is read, not searched for commands again,
        # so a script that hands its own text to subprocess is read once, not without end)
        runs = _RUNS_PROGRAMS.search(source) is not None
        made = source in layers and any(  # a line no code of the call or file spells: made
            len(x) > 8 and not any(x in o for o in [*originals, *written.values()])
            for x in source.split("\n")
        )
        for script in python_commands(source) if runs else []:
            if script not in ran:
                ran.add(script)
                more = read_shell(script, shell, depth=1)
                more = unseen_scripts(more, shell) if made else more  # text made, then run
                action.run += more
                _read_run(action, more, written)
    wrote = {
        k: v for src in action.python if "write" in src for k, v in python_written(src).items()
    }
    if any(written.get(k) != v for k, v in wrote.items()):  # open(P).read() of what Python wrote
        written.update(wrote)
        again = _executed_layers(action.python, written=written)
        action.python += [layer for layer in again if layer not in action.python]
    action.environ.update(
        {k: v for k, v in shell.variables.items() if k.isidentifier() and k != "_" and known(v)}
    )
    for source in action.python if written else ():
        action.folds.update(files_named(source, written))


_RUNS_PROGRAMS = re.compile(r"subprocess|os\.|shutil|ZipFile|tarfile")
"""Words Python must spell to run a program or do what one does (:func:`python_commands`)."""


def _python_runs(action: Action, shell: ShellState, piece: str) -> None:
    """The programs a piece of Python typed at a prompt or run in a cell runs (``subprocess``,
    ``os.system``, ``shutil``'s folder operations, an archive's member read back), read as the
    shell reads them; what the lines carried from earlier cells ran was read there."""
    if _RUNS_PROGRAMS.search(piece) is None:
        return
    carried = action.carried.get(piece, 0)
    before = python_commands("\n".join(piece.split("\n")[:carried])) if carried else []
    for script in python_commands(piece):
        if script not in before:
            more = read_shell(script, shell, depth=1)
            action.run += more
            _read_run(action, more, shell.files)


def _flat(cmd: Command) -> list[str]:
    """A command's words with its redirections written out (``> f``, ``<<< text``), as the
    word helpers (:mod:`.words`) read a command."""
    out = list(cmd.words)
    for op, target in cmd.redirects:
        if op != "<<":
            out += [op or ">", target]
    return out


def _read_run(action: Action, commands: list[Command], written: dict[str, str]) -> None:
    """What each command the grammar read ran, wrote and read, followed through ``cd`` and
    ``pushd``: Python code (``-c``, a script the trial wrote, a heredoc, a here-string or a pipe
    into it), files edited in place, the operands of writing commands, the files other
    interpreters' one-liners and heredocs write."""
    for cmd in commands:
        words = _flat(cmd)
        action.commands.append(words)
        action.environ.update({k: v for k, v in cmd.assigned.items() if known(v)})
        name, args = program(words)
        if name in ("cd", "pushd", "popd"):
            continue
        cwd = cmd.cwd  # where the grammar ran it (its state follows cd across steps)
        targets = redirect_targets(words) + ([a for a in operands(args)] if name == "tee" else [])
        action.writes += [join_cwd(cwd, t) for t in targets]
        body = next((t for op, t in cmd.redirects if op == "<<"), None)
        for target in targets if body is not None or name in ("echo", "printf") else []:
            if target.endswith(".py") and _basename(target) in written:
                action.python.append(written[_basename(target)])
                action.written_code.append(written[_basename(target)])
                action.code_files[written[_basename(target)]] = join_cwd(cwd, target)
        unpacked = unpacked_into(name, args)
        if unpacked is not None:
            action.writes.append(join_cwd(cwd, unpacked) if unpacked else cwd or ".")
            if name == "patch":  # the files its diff names, where the session wrote the diff
                fed = option_value(args, "-i", "--input") or next(
                    (t for op, t in cmd.redirects if op == "<"), ""
                )
                diff = written.get(_basename(fed), "") if fed else _heredoc(cmd)
                action.writes += patched_files(args, diff, cwd)
            continue
        if name == "git" and args[:1] == ["apply"]:
            action.writes += git_applied(args[1:], written, _heredoc(cmd), cwd)
        if PYTHON.match(name):
            _python_ran(action, cmd, words, args, written)
            action.writes += option_writes(name, args, cwd)  # python3 -m json.tool IN OUT
        elif name in ("pytest", "py.test"):
            action.python += _loaded_at_start(written, True)
        elif name in SHELLS or name in ("source", "."):
            action.ran_scripts += [a for a in args[:1] if not a.startswith("-")]
        elif name.endswith(".sh") or (words and words[0].startswith("./")):
            action.ran_scripts.append(words[0])
            script = written.get(_basename(words[0]), "")
            if script.startswith("#!") and "python" in script.split("\n", 1)[0]:
                action.python.append(script)  # ./run of a Python script the trial wrote
        elif name in IN_PLACE_EDITORS and (edited := in_place_edited(name, args, cwd)):
            action.writes += edited
        elif name in DEBUGGERS:
            action.python += _debugger_python(args)
        elif name in WRITING_COMMANDS:
            reads, writes = writing_paths(name, args, cwd)
            action.reads += reads
            action.writes += writes
        else:
            reads, writes = foreign_paths(name, args, cwd, action.environ, body, written)
            action.reads += reads + [join_cwd(cwd, w) for w in cmd.computed if "/" in w]
            action.writes += writes
            action.python += _python_handed(cmd)


def _debugger_python(args: list[str]) -> list[str]:
    """The Python a debugger runs (``gdb -ex 'python import m' -ex 'python print(m.x)'``): its
    ``python`` commands in order, as one program (names carry from one to the next)."""
    given = [args[i + 1] for i, a in enumerate(args[:-1]) if a in ("-ex", "--ex", "-eval-command")]
    lines = [
        g.split(None, 1)[1]
        for g in given
        if g.split(None, 1)[0] in ("python", "py", "pi") and len(g.split(None, 1)) == 2
    ]
    return ["\n".join(lines)] if lines else []


def _python_ran(
    action: Action, cmd: Command, words: list[str], args: list[str], written: dict[str, str]
) -> None:
    """What a ``python`` command ran: its sources (``-c``, a script or stdin file the trial
    wrote, a heredoc, a here-string or a pipe into it), its ``-m`` module and what it was given,
    the script it ran."""
    sources, modules, reads, scripts = _python_run(words, args, written)
    action.folds.update(_argv(args))
    sources += _loaded_at_start(written, "pytest" in modules)
    if _python_reads_stdin(_unredirected(args)):
        fed = next((t for op, t in cmd.redirects if op in ("<<", "<<<")), None)
        if fed is None and cmd.piped_from:
            fed = printed(cmd.piped_from, written)
        if fed is not None and known(fed):
            sources.append(fed)
    elif cmd.piped_from or any(op == "<" for op, _ in cmd.redirects):
        fed = printed(cmd.piped_from, written) if cmd.piped_from else None
        given = next((t for op, t in cmd.redirects if op == "<"), None)
        fed = written.get(given.rsplit("/", 1)[-1]) if given else fed
        if fed is not None and known(fed) and fed.strip():
            action.environ[STDIN] = fed.strip()  # what sys.stdin.read() gives its code
    action.python += sources
    action.python_modules += modules
    action.reads += reads
    action.ran_scripts += scripts


_BUILD_FILES = {
    "scons": ("SConstruct", "SConscript", "sconstruct"),
    "nox": ("noxfile.py",),
    "doit": ("dodo.py",),
    "invoke": ("tasks.py",),
    "inv": ("tasks.py",),
    "fab": ("fabfile.py",),
    "pytest": ("conftest.py",),
}
"""Tools that run a Python file of their own name from the folder they run in."""


def _python_handed(cmd: Command) -> list[str]:
    """The Python a program other than ``python`` runs from files the session wrote: a script
    (``coverage run x.py``, ``uv run x.py``), a notebook's code cells (``jupyter nbconvert
    --execute nb.ipynb``, ``papermill``), unless the program only shows or stores them, or the
    build file it runs from its folder (:data:`_BUILD_FILES`)."""
    build = _BUILD_FILES.get(cmd.name)  # scons runs the SConstruct beside it, unnamed
    out = [text for name, text in cmd.beside.items() if build and name in build]
    if not cmd.handed or cmd.name in RUNS_NOTHING:
        return out
    out += [text for name, text in cmd.handed.items() if name.endswith(".py")]
    for name, text in cmd.handed.items():
        if name.endswith(".ipynb"):
            out += _notebook_code(text)
    return out


def _notebook_code(text: str) -> list[str]:
    """A notebook's code cells as one piece of Python (they share one kernel: a name imported in
    one cell is used in the next); none when it is not a notebook."""
    import json

    try:
        cells = json.loads(text).get("cells", [])
    except (ValueError, AttributeError, RecursionError):
        return []
    out = []
    for cell in cells if isinstance(cells, list) else []:
        source = cell.get("source", "") if isinstance(cell, dict) else ""
        source = "".join(source) if isinstance(source, list) else source
        if isinstance(source, str) and cell.get("cell_type") == "code":
            out.append(source)
    return ["\n".join(out)] if out else []


def _loaded_at_start(written: dict[str, str], pytest: bool) -> list[str]:
    """What a Python start runs by itself from files the session wrote: the ``import`` lines of
    a ``.pth``; and a ``conftest.py`` when it runs pytest."""
    out = [
        "\n".join(line for line in text.splitlines() if line.lstrip().startswith("import"))
        for name, text in written.items()
        if name.endswith(".pth") and "import" in text
    ]
    return out + ([written["conftest.py"]] if pytest and "conftest.py" in written else [])


def _argv(args: list[str]) -> dict[str, str]:
    """What a Python program run with ``args`` finds in ``sys.argv``, by fold name
    (``argv[1]``): ``python3 x.py A`` gives ``x.py``, ``A``; ``python3 -c CODE A``, ``-c``, ``A``."""
    code, module, script = python_invocation(args)
    if script is not None and script in args:
        given = [script, *args[args.index(script) + 1 :]]
    elif code is not None and code in args:
        given = ["-c", *args[args.index(code) + 1 :]]
    elif "-" in args:  # python3 - A <<'PY': the program on its input, then its words
        given = args[args.index("-") :]
    else:
        return {}
    return {
        f"argv[{i}]": a for i, a in enumerate(given) if known(a) and not a.startswith((">", "<"))
    }


def _python_run(
    words: list[str], args: list[str], written: dict[str, str]
) -> tuple[list[str], list[str], list[str], list[str]]:
    """What a ``python`` command ran: (the Python sources, the modules of ``-m``, the paths
    handed to such a module, the script paths).  A script or stdin file the trial wrote earlier
    (``python3 x.py``, ``python3 < job.txt``) is read as the source it ran."""
    sources: list[str] = []
    modules: list[str] = []
    reads: list[str] = []
    scripts: list[str] = []
    code, module, script = python_invocation(args)
    if code is not None and known(code):
        sources.append(code)
    elif code is not None and DECODED not in code:
        # A variable the record never set (``$X``, ``${X#*}``) where the code would not parse
        # without a value: bash gives it "" unless the environment set it, and the code is
        # read as it runs then; inside a string (a path) it stays unknown.
        sources.append(code if parse_python(code) else code.replace(UNKNOWN, ""))
    if module is not None:
        modules.append(module)
        given = [a for a in args[args.index(module) + 1 :] if not a.startswith("-")]
        reads += given
        # python3 -m cProfile x.py, -m pdb, -m torch.utils.bottleneck: the script runs too
        sources += [
            written[_basename(a)]
            for a in given[:1]
            if a.endswith(".py") and _basename(a) in written
        ]
    if script is not None:
        scripts.append(script)
        if _basename(script) in written:
            sources.append(written[_basename(script)])
    fed = [words[i + 1] for i, w in enumerate(words[:-1]) if w == "<"]
    if fed and _basename(fed[0]) in written:  # python3 < job.txt
        sources.append(written[_basename(fed[0])])
    return sources, modules, reads, scripts


def _heredoc(cmd: Command) -> str:
    """The text a command is fed by a here-document or a here-string, or ""."""
    return next((t for op, t in cmd.redirects if op in ("<<", "<<<")), "")
