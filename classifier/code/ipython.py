"""IPython's cells as what runs: the lines a shell runs (``!cmd``, ``%system``, ``%%bash``, a
``%pycat`` as ``cat``), ``%%writefile`` as a file written, and the magics as the Python IPython
runs for them."""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.commands import ShellState
from syncvals_plugin.classifier.code.markers import UNKNOWN
from syncvals_plugin.classifier.code.printed import located_file

_ESCAPED = re.compile(r"^\s*(?:\w+\s*=\s*)?(?:!|%(?:system|sx)\s)(.*)$", re.M)
"""IPython's lines that a shell runs: ``!cmd``, ``x = !cmd``, ``%system cmd``, ``%sx cmd``."""
_PAGED = re.compile(
    r"^\s*%(?:pycat|less|more|cat|load|loadpy)\s+(?:-[rsn]\s+\S+\s+|-y\s+)*(.*)$", re.M
)
"""IPython's magics that show a file or put it into the cell (``%pycat F``, ``%load -r 3-9
F``): a ``cat`` of it."""
_SHELL_CELL = re.compile(r"^\s*%%(?:bash|sh|system|script\s+(?:ba)?sh)\b[^\n]*\n")
"""A cell IPython hands whole to a shell (``%%bash``)."""
_WRITEFILE = re.compile(r"^\s*%%writefile(?:\s+-a)?\s+(\S+)[^\n]*\n")
_PYTHON_CELL = re.compile(r"^\s*%%(?:time|timeit|capture|prun|debug)\b[^\n]*\n")
"""A cell magic whose body is Python IPython runs (timed, captured, profiled)."""
_LINE_MAGIC = re.compile(r"^(\s*)%(?!%)(\w+)[ \t]*(.*)$", re.M)


def _magics_as_python(code: str) -> str:
    """A cell's IPython magics as the Python IPython runs for them: a line magic
    (``%xmode Verbose``) is ``get_ipython().run_line_magic('xmode', 'Verbose')``, and a cell
    magic that runs its body as Python (``%%timeit``) is its body: the rest of the cell parses
    (one magic line used to leave a whole cell unread)."""
    code = _PYTHON_CELL.sub("", code, count=1)
    if "%" not in code:
        return code
    return _LINE_MAGIC.sub(
        lambda m: f"{m.group(1)}get_ipython().run_line_magic({m.group(2)!r}, {m.group(3)!r})",
        code,
    )


_SHELL_CALL = re.compile(
    r"""^(\s*)(?:(\w+)\s*=\s*)?get_ipython\(\)\.(?:system|getoutput)\(\s*f?(['"])(.*)\3\s*\)\s*$""",
    re.M,
)
"""IPython's own shell call on a line of its own, a literal or an f-string (``out =
get_ipython().getoutput(f'xxd {R.__file__}')``): the ``!`` line it is (``out = !xxd …``)."""


_SAVED = re.compile(r"^(\s*)%save\s+(?:-[a-z]+\s+)*(\S+)[^\n]*$", re.M)
"""IPython's ``%save [-f] F …``: F written (lines of the session's history, or a string's)."""


def _as_escape(found: re.Match[str]) -> str:
    indent, bound, _, line = found.groups()
    return f"{indent}{bound} = !{line}" if bound else f"{indent}!{line}"


_CAPTURED = re.compile(r"^\s*(\w+)\s*=\s*(?:!|%sx\s)", re.M)
"""A name IPython binds to a shell line's output, line by line (``files = !ls /app``)."""
_IMPORTED = re.compile(r"^\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?", re.M)
_INTERPOLATED = re.compile(r"\{([^{}]*)\}")


def shell_escapes(code: str, shell: ShellState) -> tuple[str, str]:
    """IPython's shell lines taken out of ``code`` (``!``, ``%system``, ``%sx``, ``%pycat F`` as
    ``cat F``, a ``%%bash`` cell whole): (the Python left, the shell lines, with ``{expr}`` put
    in: a module's ``__file__`` as the file it is, an item of a name bound to a shell line's
    output as one of its names, anything else unknown).  The names so bound (``files = !ls``)
    are kept in ``shell.captured`` for the lines of later steps."""
    cell = _SHELL_CELL.match(code)
    if cell:
        return "", code[cell.end() :]
    written = _WRITEFILE.match(code)
    if written:  # %%writefile F: the cell's body, written to F
        return "", f"cat > {written.group(1)} <<'__CELL__'\n{code[written.end() :]}\n__CELL__"
    code = _PAGED.sub(lambda m: f"!cat {m.group(1)}", code)
    code = _SHELL_CALL.sub(_as_escape, code)
    code = _SAVED.sub(lambda m: f"{m.group(1)}!tee {m.group(2)} < /dev/null", code)
    lines = _ESCAPED.findall(code)
    if not lines:
        return _magics_as_python(code), ""
    aliases = {m.group(2) or m.group(1): m.group(1) for m in _IMPORTED.finditer(code)}
    shell.captured |= {m.group(1) for m in _CAPTURED.finditer(code)}
    listed = shell.captured

    def put(found: re.Match[str]) -> str:
        name, _, attr = found.group(1).strip().partition(".")
        if re.split(r"\W", name, maxsplit=1)[0] in listed:
            return "*"  # {files[2]} of files = !ls /app: one of the names it printed
        return located_file(aliases[name]) if attr == "__file__" and name in aliases else UNKNOWN

    shell_lines = [_INTERPOLATED.sub(put, line) for line in lines]
    return _magics_as_python(_ESCAPED.sub("", code)), "\n".join(shell_lines)


def shell_line(line: str) -> bool:
    """Whether a line typed into IPython is one a shell runs (``!cmd``, ``%pycat F``)."""
    return bool(_ESCAPED.match(line) or _PAGED.match(line))


def startup_lines(shell: ShellState) -> list[str]:
    """What an interactive Python runs before its first prompt: the file ``PYTHONSTARTUP``
    names, when the session wrote it (kept as the prompt's first lines)."""
    path = shell.variables.get("PYTHONSTARTUP", "")
    text = shell.files.get(path.rstrip("/").rsplit("/", 1)[-1]) if path else None
    return [text] if text else []


_DISPLAYHOOK = re.compile(r"^\s*sys\.displayhook\s*=\s*([A-Za-z_]\w*)\s*$", re.M)


def displayed(kept: list[str], line: str) -> str | None:
    """The call an interactive Python makes to show what ``line`` gives (an expression typed
    alone) when the code kept before it set ``sys.displayhook`` to a function of its own: that
    function runs with the value (``_hook(reforacle)``)."""
    hook = next((m.group(1) for k in kept if (m := _DISPLAYHOOK.search(k))), None)
    return f"{hook}({line.strip()})" if hook else None
