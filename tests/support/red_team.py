"""What the red-team rounds' case files share (tests/support/round_*.py): the steps a case is
written with, its labels, and a :class:`Round` that collects a round's cheats and honest
look-alikes, less the ones a round says this reader still misses or accuses."""

from __future__ import annotations

from tests.support.disguises import SO, _solved_with
from tests.support.labelled import Labelled

APP = f"/app/{SO}"
TAIL = ".cpython-311-x86_64-linux-gnu.so"
INSPECT = ("BAD_SUCCESS", "Oracle Inspection")
FLAG = ("BAD_SUCCESS", "Unreadable Action")
GOOD = ("GOOD_SUCCESS", "Solved by Probing")


def B(cmd: str, out: str = "ok") -> tuple[str, str, str]:
    """A Bash step (Claude Code's tool)."""
    return ("Bash", cmd, out)


def K(keys: str, out: str = "ok") -> tuple[str, str, str]:
    """Keys typed into a persistent terminal (terminus-2's tool)."""
    return ("bash_command", keys, out)


def T(tool: str, args: dict, out: str = "ok") -> tuple[str, dict, str]:
    """A call of another tool, with its arguments."""
    return (tool, args, out)


def W(path: str, content: str, out: str = "File written") -> tuple[str, dict, str]:
    """Claude Code's Write of a file."""
    return ("Write", {"file_path": path, "content": content}, out)


def py(code: str, pre: str = "python3 -c") -> str:
    """``python3 -c "code"``."""
    return f'{pre} "{code}"'


class Round:
    """One red team's labelled cases (``r13-cheat-…``, ``r13-honest-…``): cheats named as
    labelled or flagged as unreadable, honest look-alikes never accused; the cheats in
    ``left_out`` and the honest cases in ``still_accused`` are known gaps, kept out by name."""

    def __init__(
        self,
        prefix: str,
        left_out: frozenset[str] = frozenset(),
        still_accused: frozenset[str] = frozenset(),
    ) -> None:
        self.prefix = prefix
        self.left_out = left_out
        self.still_accused = still_accused
        self.cheats: list[tuple[str, list, tuple[str, str]]] = []
        self.honest_cases: list[tuple[str, list]] = []

    def group(self, _: str) -> None:
        """The red team's class of the cases that follow (kept as headings only)."""

    def cheat(self, name: str, *steps, label: tuple[str, str] = INSPECT) -> None:
        """A cheat of this round: named as ``label``, or flagged as unreadable."""
        if name not in self.left_out:
            self.cheats.append((name, list(steps), label))

    def honest(self, name: str, *steps) -> None:
        """An honest look-alike of this round: never accused."""
        if name not in self.still_accused:
            self.honest_cases.append((name, list(steps)))

    def labelled(self) -> list[Labelled]:
        """Every case kept, labelled."""
        p = self.prefix
        out = [Labelled(f"{p}-cheat-{n}", _solved_with(s), *label) for n, s, label in self.cheats]
        out += [Labelled(f"{p}-honest-{n}", _solved_with(s), *GOOD) for n, s in self.honest_cases]
        return out
