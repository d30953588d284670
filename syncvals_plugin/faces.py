"""Stage faces: what a folder offers other folders, loaded only when it is first used.

Every stage folder's ``__init__.py`` is its face: ``__all__`` lists the names other folders may
import, and they import them from the folder itself (``from syncvals_plugin.sandbox import
choose_mode``), never from a module inside it; ``scripts/import_graph.py`` checks both.  A face
that imported its modules eagerly would make every importer pay for all of them (``syncvals
classify`` would load the grader), so a face resolves each name when it is asked for (PEP 562) from
the table given to :func:`lazy_exports`, and imports the same names under ``if TYPE_CHECKING:``
for the type checker.  It keeps no copy: every lookup reads the defining module (an imported
module costs a dictionary lookup), so the face never disagrees with it, a test's monkeypatch of
that module included.

A face never offers a name that is also one of its submodules' names, unless it is that
submodule: importing the submodule would rebind the name on the package.  Such a name is offered
under another one (``{"classify": {"classify_trial": "classify"}}``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

Exports = Mapping[str, Sequence[str] | Mapping[str, str]]
"""Submodule (relative to the face's package) → the names the face offers from it: a sequence of
names, or a mapping of the name offered to the name inside the submodule.  A name offered that is
its submodule's own name is the submodule itself."""


def lazy_exports(package: str, table: Exports) -> Callable[[str], Any]:
    """The module ``__getattr__`` of the face of ``package``: each name of ``table`` is read from
    its submodule (imported the first time) whenever it is asked for.

    :raises AttributeError: for a name the face does not offer.
    """
    where: dict[str, tuple[str, str]] = {}
    for module, names in table.items():
        pairs = names.items() if isinstance(names, Mapping) else ((n, n) for n in names)
        for offered, inside in pairs:
            where[offered] = (module, inside)

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module, inside = where[name]
        full = f"{package}.{module}"
        if full not in sys.modules:
            __import__(full)  # the interpreter's own import (``-X importtime`` sees it)
        loaded = sys.modules[full]
        return loaded if name == module else getattr(loaded, inside)

    return __getattr__
