"""What every stage's commands share on a terminal: tables of records at any width (names,
verdicts and rewards are never cut), a lazily made rich console, the progress bar, commands
printed to paste, and the argument types the commands parse with.  Above the records (floor 0
holds records only), below every stage that prints."""

from __future__ import annotations

import argparse
import os
import shlex
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console, RenderableType
    from rich.progress import Progress

    from syncvals_plugin.records.summary import TrialSummary

KEY, TEXT = "key", "text"
MIN_TEXT_WIDTH = 24
"""Narrower than this, long text leaves the table for detail lines below it."""


def record_table(
    title: str, columns: list[tuple[str, str]], rows: list[list[str]], width: int | None = None
) -> RenderableType:
    """Rows of records as a table whose ``key`` columns keep their full values (no wrap, no
    ellipsis: they are what a person must read or type) and whose ``text`` columns wrap in the
    width left; when too little is left (an 80-column terminal), the last text columns move to a
    detail line under the table, one per row, led by the row's first value.  Key columns too wide for a ruled
    table are set without rules (two spaces between columns); wider still, the last ones move
    to detail lines too: a column is never cut off at the terminal's edge."""
    # rich is imported where a table is made: importing it costs a tenth of a command's start-up,
    # and a command whose output is plain lines (``classify`` into a pipe) never needs it.
    from rich import box
    from rich.console import Console, Group
    from rich.table import Table
    from rich.text import Text

    width = width or Console().width
    keys = [i for i, (_, kind) in enumerate(columns) if kind == KEY]
    texts = [i for i, (_, kind) in enumerate(columns) if kind == TEXT]
    key_width = {i: max([len(columns[i][0])] + [len(row[i]) for row in rows]) for i in keys}
    shown = sorted(keys + texts[: _texts_kept(width, key_width, len(texts))])
    compact = False
    if shown and all(i in key_width for i in shown):
        ruled = sum(key_width[i] for i in shown) + 3 * len(shown) + 1
        compact = ruled > width
        while len(shown) > 1 and sum(key_width[i] for i in shown) + 2 * (len(shown) - 1) > width:
            shown.pop()
    if compact:
        table = Table(
            title=Text(title),
            title_justify="left",
            box=box.SIMPLE_HEAD,
            show_edge=False,
            pad_edge=False,
            collapse_padding=True,
        )
    else:
        table = Table(title=Text(title), title_justify="left")
    for i in shown:
        header, kind = columns[i]
        if kind == KEY:
            table.add_column(header, no_wrap=True, min_width=key_width[i], overflow="fold")
        else:
            table.add_column(header, ratio=1, overflow="fold")
    for row in rows:  # values from records are data, never markup (a name may hold "[/bold]")
        table.add_row(*(Text(row[i]) for i in shown))
    moved = [i for i in range(len(columns)) if i not in shown]
    if not moved:
        return table
    details = [
        Text(f"{row[0]} · {columns[i][0]}: {row[i]}", overflow="fold")
        for row in rows
        for i in moved
    ]
    return Group(table, *details)


def _texts_kept(width: int, key_width: dict[int, int], texts: int) -> int:
    """How many text columns a table keeps inline, each at least :data:`MIN_TEXT_WIDTH` wide:
    the first ones first (the agent before the subtype), since a column folded away must be
    matched back to its row by the row's name."""
    for kept in range(texts, 0, -1):
        if (width - sum(key_width.values()) - 3 * (len(key_width) + kept) - 1) // kept >= (
            MIN_TEXT_WIDTH
        ):
            return kept
    return 0


class LazyConsole:
    """A rich ``Console`` made on first use, with the options given here (``stderr=True``…).

    Every command module keeps one at module level; none pays for importing rich until it prints
    through it."""

    def __init__(self, **options: Any) -> None:
        self._options = options
        self._console: Console | None = None

    @property
    def rich(self) -> Console:
        """The real ``Console``: what to hand to rich itself (``Progress(console=...)``), which
        uses it as a context manager and type-checks it, neither of which a proxy passes."""
        if self._console is None:
            from rich.console import Console

            self._console = Console(**self._options)
        return self._console

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rich, name)


def shell_command(*words: str | os.PathLike) -> str:
    """A command as a person pastes it into a shell: each word quoted where it needs it (a path
    with spaces, quotes or ``$``)."""
    return " ".join(shlex.quote(os.fspath(word)) for word in words)


def print_command(console: Any, lead: str, *words: str | os.PathLike) -> None:
    """``lead`` and a command on one line, never wrapped (rich would split a path at the width:
    the pasted command would then fail) and never read as rich markup (a ``[`` in a path)."""
    console.print(lead + shell_command(*words), soft_wrap=True, highlight=False, markup=False)


def print_wrapped(console: Any, text: str, indent: str = "", hang: str | None = None) -> None:
    """Prose wrapped at spaces to the console's width, never inside a word: a path, a function
    list's item or a command's argument stays whole (a longer one takes a line of its own)."""
    import textwrap

    lines = textwrap.wrap(
        text,
        width=max(20, console.width),
        initial_indent=indent,
        subsequent_indent=indent if hang is None else hang,
        break_long_words=False,
        break_on_hyphens=False,
    )
    for line in lines or [indent]:
        console.print(line, soft_wrap=True, highlight=False, markup=False)


def progress_bar(console: LazyConsole | Console) -> Progress:
    """The progress bar every long command shows on a terminal: its task's description, the bar,
    done of total and the time elapsed; gone once the work ends (``transient``)."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console.rich if isinstance(console, LazyConsole) else console,
        transient=True,
    )


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1 (``-n 0`` and ``--jobs 0`` are errors)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is less than 1")
    return value


def positive_seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0 (``--agent-timeout 0`` is an error)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text} is not a time above 0 seconds")
    return value


def summary_table(rows: list[TrialSummary], title: str) -> RenderableType:
    """A rich table of finished trials."""
    cells = [
        [
            r.name,
            r.agent,
            r.outcome,
            "-" if r.reward is None else f"{r.reward:g}",
            f"{r.passed}/{r.total}" if r.total is not None else "-",
            r.verdict or "-",
            r.subtype or "-",
        ]
        for r in rows
    ]
    columns = [
        ("trial", KEY),
        ("agent", TEXT),
        ("outcome", KEY),
        ("reward", KEY),
        ("functions", KEY),
        ("verdict", KEY),
        ("subtype", TEXT),
    ]
    return record_table(title, columns, cells)
