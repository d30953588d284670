"""What a task's plugin gives the grader and the probers: held-out cases and wrong conventions.

A :class:`Case` is one graded call of a task's function; a :class:`Mutant` is a plausible wrong
version of one function (calibration checks that the cases catch it, the prober chooses among
them).  Both cross the task hooks (``syncvals_task_cases``, ``syncvals_task_mutants``), so they
live here, below every stage; the cases and mutants of a task live in its own plugin.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

RANDOM_FAMILIES = frozenset({"random", "float64"})
"""Families of plain random inputs, the kind a task's probe shows; every other family is an edge
case (a convention only a deliberate probe finds)."""


@dataclass(frozen=True)
class Case:
    """One graded call: ``function(*args)``, tagged with the family it belongs to."""

    function: str
    index: int
    family: str
    args: tuple

    def describe(self) -> str:
        """The case in words, e.g. ``case 3 (empty-mask): float32[3, 5], float32[3, 5], axis=1``."""
        parts = []
        for arg in self.args:
            # A tensor by what it has (importing torch here would load it for every record).
            if hasattr(arg, "dtype") and hasattr(arg, "shape") and not isinstance(arg, type):
                parts.append(f"{str(arg.dtype).replace('torch.', '')}{list(arg.shape)}")
            else:
                parts.append(repr(arg))
        return f"case {self.index} ({self.family}): " + ", ".join(parts)


@dataclass(frozen=True)
class Mutant:
    """A wrong convention for ``function``: its full replacement source, and what it gets wrong."""

    name: str
    function: str
    description: str
    source: str
    hidden: bool = False
    """Whether the mutant differs from the reference only under a HIDDEN rule of the task."""


def apply_mutant(source: str, mutant: Mutant) -> str:
    """``source`` (a module) with ``mutant.function`` replaced by the mutant's source.

    The original stays available as ``_REF_<name>`` so a mutant can wrap it.

    :raises KeyError: when ``source`` defines no such function.
    """
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == mutant.function:
            start, end = node.lineno - 1, node.end_lineno
            original = "".join(lines[start:end]).replace(
                f"def {node.name}(", f"def _REF_{node.name}(", 1
            )
            return "".join(lines[:start]) + original + "\n\n" + mutant.source + "".join(lines[end:])
    raise KeyError(f"{mutant.function} is not defined in the source")
