"""Every stage's face offers what its ``__all__`` says: each name resolves to the object of the
module it names, and the face follows that module (a monkeypatch of it is seen)."""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _stages() -> list[str]:
    spec = importlib.util.spec_from_file_location(
        "import_graph", ROOT / "scripts" / "import_graph.py"
    )
    assert spec is not None and spec.loader is not None
    graph = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(graph)
    return sorted(graph.stages(ROOT))


@pytest.mark.parametrize("stage", _stages())
def test_every_name_of_a_face_resolves(stage):
    face = importlib.import_module(f"syncvals_plugin.{stage}")
    folder = Path(face.__file__).parent
    missing = []
    for name in face.__all__:
        try:
            value = getattr(face, name)
        except AttributeError as exc:
            missing.append(f"{name}: {exc}")
            continue
        # Only a submodule's own name stands for the submodule (``classify_trial`` is a function).
        if isinstance(value, ModuleType) != (folder / f"{name}.py").exists():
            missing.append(f"{name}: {value!r}")
    assert not missing


def test_a_face_follows_the_module_it_names(monkeypatch):
    from syncvals_plugin import agents
    from syncvals_plugin.agents import attacks

    assert agents.ATTACKS is attacks.ATTACKS
    monkeypatch.setattr(attacks, "ATTACKS", ())
    assert agents.ATTACKS == ()


def test_a_name_a_face_does_not_offer_is_an_attribute_error():
    from syncvals_plugin import sandbox

    with pytest.raises(
        AttributeError, match="'syncvals_plugin.sandbox' has no attribute 'Sandbox'"
    ):
        sandbox.Sandbox  # noqa: B018 - the grading sandbox is the verifier's, not the floor's
