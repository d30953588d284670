"""One tool call read as code (:class:`Action`): what it ran, wrote and read; the record the
session's readers (:mod:`.session`, :mod:`.terminal`) fill and the rules read."""

from __future__ import annotations

from dataclasses import dataclass, field

from syncvals_plugin.classifier.code.commands import Command
from syncvals_plugin.classifier.code.folding import WRITTEN_KEY


@dataclass
class Action:
    """One tool call, as code: what it ran, wrote and read."""

    step_id: int
    tool: str
    text: str
    """Every argument of the call, joined (what the readers search)."""
    shown: str = ""
    """The call's arguments as the record holds their text, a list's items each on its line
    (Codex's ``["bash", "-lc", "CMD"]``): what evidence quotes."""
    commands: list[list[str]] = field(default_factory=list)
    python: list[str] = field(default_factory=list)
    """Python sources this call ran (or wrote, for a ``.py`` file)."""
    python_modules: list[str] = field(default_factory=list)
    """Modules run with ``python -m``."""
    writes: list[str] = field(default_factory=list)
    reads: list[str] = field(default_factory=list)
    ran_scripts: list[str] = field(default_factory=list)
    """Script paths this call executed (``python x.py``, ``bash x.sh``, ``./x.sh``)."""
    shell: str | None = None
    """The shell script the call ran, as the agent wrote it (read with its session's state by
    :mod:`~syncvals_plugin.classifier.code.grammar`)."""
    run: list[Command] = field(default_factory=list)
    """Every simple command the call's shell ran, read with the grammar and the session's state
    (:func:`~syncvals_plugin.classifier.code.grammar.read_shell`)."""
    decoded: list[str] = field(default_factory=list)
    """Payloads the call decoded (base64, hex) and may have run: read as if typed."""
    environ: dict[str, str] = field(default_factory=dict)
    """Environment variables the call's commands set (``export D=…``, ``D=… python3 …``,
    ``env D=… prog``): what ``os.environ["D"]`` reads in the Python it ran."""
    authored: dict[str, str] = field(default_factory=dict)
    """The files this call wrote content of its own into, by basename, with that content: a
    Write, a heredoc, ``echo > f``, Python's ``open(f, "w").write``; not a copy of another."""
    folds: dict[str, str] = field(default_factory=dict)
    """What this call's Python may read besides its code, by the names
    :func:`~syncvals_plugin.classifier.code.folding.static_string` reads them by: the files the
    session wrote (``open("/tmp/where.txt").read()`` is what ``python3 -c 'print(R.__file__)'
    > /tmp/where.txt`` left there), and the words a script was run with (``sys.argv[1]``)."""
    seen: dict[str, str] = field(default_factory=dict)
    """Files the record showed whole before this call, by basename, that its text names
    (:attr:`ShellState.seen`): what its Python reads of them, though the session did not write
    them."""
    written_code: list[str] = field(default_factory=list)
    """The pieces of :attr:`python` that are here because the call wrote them to a ``.py`` file
    (read for what they would do; counted as run where a call runs them)."""
    code_files: dict[str, str] = field(default_factory=dict)
    """Where each piece of :attr:`written_code` was written: the path its ``__file__`` names
    (``Path(__file__).parents[2] / "tests"`` lands in ``/tests``)."""
    carried: dict[str, int] = field(default_factory=dict)
    """For a piece of :attr:`python` typed into an interactive Python: how many of its first
    lines were typed in earlier steps (carried so that names bound there are known); what they
    call was counted where they were typed."""

    def wrote(self, name: str) -> bool:
        """Whether the session had written a file by this basename when the call ran (its text
        is among :attr:`folds`)."""
        return WRITTEN_KEY + name in self.folds

    def fold_names(self) -> dict[str, str]:
        """:attr:`folds` with the files the record showed (:attr:`seen`) under the same fold
        names: every file text the call's Python may read, as folding reads them.  What the
        record showed wins: it came after the session's last write of the file, and is what
        running put there, not the reading's guess of it."""
        return {**self.folds, **{WRITTEN_KEY + k: v for k, v in self.seen.items()}}

    def file_texts(self) -> dict[str, str]:
        """The text of every file the call's Python may read, by basename (:meth:`fold_names`)."""
        n = len(WRITTEN_KEY)
        return {k[n:]: v for k, v in self.fold_names().items() if k.startswith(WRITTEN_KEY)}

    def words(self) -> list[str]:
        """Every shell word of every command."""
        return [w for c in self.commands for w in c]

    @property
    def python_cwd(self) -> str:
        """The folder the call's Python ran in, when its interpreters all ran in one (``cd
        /logs/verifier && python3 - <<EOF``): where a relative path its code opens lies; else
        empty (an editor's cell, interpreters in several folders)."""
        folders = {c.cwd for c in self.run if c.name.startswith("python")}
        return folders.pop() if len(folders) == 1 else ""
