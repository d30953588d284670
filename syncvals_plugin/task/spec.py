"""Task specs: a Harbor-layout task folder read into a frozen record."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from syncvals_plugin.errors import SyncValsError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib


class TaskError(SyncValsError, ValueError):
    """A task folder is missing a file or holds an invalid one."""


BUILTIN_VERIFIER = "syncvals.objectives"
"""The verifier id of SyncVals' own grader (a task names it in ``[metadata.syncvals] verifier``)."""


class TaskSpec(BaseModel):
    """What SyncVals needs to know about one task (frozen: tasks are shared read-only)."""

    model_config = ConfigDict(frozen=True)

    name: str
    """Short name used on the command line, e.g. ``reverse-engineer-objectives``."""
    full_name: str
    """Harbor name from ``task.toml``, e.g. ``syncvals/reverse-engineer-objectives``."""
    directory: Path
    description: str
    agent_timeout_sec: float
    verifier_timeout_sec: float
    memory_mb: int = 4096
    """The agent's memory (``[environment] memory_mb``): each of its processes' address space."""
    storage_mb: int = 4096
    """The agent's storage (``[environment] storage_mb``): the largest file it may write."""
    functions: tuple[str, ...]
    """Functions the agent must implement, in the stub's order."""
    submission_name: str
    """The file the agent writes (the stub in ``environment/``, the reference in ``solution/``):
    the task's one artifact, ``/app/<submission_name>``.  Only the task's own ``task.toml`` names
    it; every stage takes it from here."""
    sealed_module: str
    """The import name of the compiled reference in the workspace (the task's ``task.toml``)."""
    verifier: str = BUILTIN_VERIFIER
    tolerance: tuple[float, float] = (1e-6, 1e-5)
    """``(atol, rtol)`` for floating-point outputs."""
    composite_tolerance: tuple[float, float] = (1e-5, 1e-4)
    """``(atol, rtol)`` for the composite objectives, whose many steps accumulate rounding."""
    composites: frozenset[str] = frozenset()
    easy: tuple[str, ...] = ()
    """The functions a first look settles (plain library calls): what the ``quitter`` baseline
    implements before it stops; empty: the first fifth of the functions."""

    def tolerance_for(self, function: str) -> tuple[float, float]:
        """``(atol, rtol)`` for one function: composites are graded looser than primitives."""
        return self.composite_tolerance if function in self.composites else self.tolerance

    @property
    def environment_dir(self) -> Path:
        """Files copied into every workspace."""
        return self.directory / "environment"

    @property
    def stub(self) -> Path:
        """The starting submission (every function raises ``NotImplementedError``)."""
        return self.environment_dir / self.submission_name

    @property
    def reference(self) -> Path:
        """The reference source: sealed for agents, installed by the oracle, graded against."""
        return self.directory / "solution" / self.submission_name

    @property
    def tests_dir(self) -> Path:
        """Grading material, withheld from the agent's workspace."""
        return self.directory / "tests"


def stub_signatures(path: Path) -> dict[str, str]:
    """Map each top-level function of a Python file to its argument list as written.

    :raises TaskError: when the file does not parse.
    """
    try:
        tree = ast.parse(path.read_text(), filename=str(path))
    except SyntaxError as exc:
        raise TaskError(f"{path}:{exc.lineno}: {exc.msg}") from exc
    return {
        node.name: ast.unparse(node.args)
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")
    }


def _pair(table: dict | None, default: tuple[float, float]) -> tuple[float, float]:
    if table is None:
        return default
    return float(table["atol"]), float(table["rtol"])


def _required(own: dict, key: str, toml_path: Path) -> str:
    # A plain file name: it is joined to folders (the workspace, the trial's artifacts, the
    # export) and to a module name, so a path or an empty string is refused here, once.
    value = own.get(key)
    if not isinstance(value, str) or not value or "/" in value or value in (".", ".."):
        example = "solution.py" if key == "submission" else "oracle"
        raise TaskError(
            f"{toml_path}: [metadata.syncvals] {key} is required (a plain name, "
            f"e.g. {key} = {example!r})"
        )
    return value


def load_task(directory: Path) -> TaskSpec:
    """Read a task folder (``task.toml``, ``instruction.md``, ``environment/``, ``solution/``).

    :raises TaskError: naming the missing or invalid file.
    """
    directory = Path(directory).resolve()
    toml_path = directory / "task.toml"
    if not toml_path.is_file():
        raise TaskError(f"{toml_path}: missing (a task folder needs task.toml)")
    try:
        config = tomllib.loads(toml_path.read_text())
    except tomllib.TOMLDecodeError as exc:
        raise TaskError(f"{toml_path}: {exc}") from exc
    for needed in ("instruction.md", "environment"):
        if not (directory / needed).exists():
            raise TaskError(f"{directory / needed}: missing")
    try:
        full_name = config["task"]["name"]
    except KeyError as exc:
        raise TaskError(f"{toml_path}: [task] name is required") from exc
    # SyncVals' own settings: ``[metadata.syncvals]``, where Harbor's TaskConfig keeps free-form
    # metadata (``harbor lint`` refuses unknown top-level tables); a top-level ``[syncvals]``
    # from earlier task folders is still read.
    own = config.get("metadata", {}).get("syncvals") or config.get("syncvals", {})
    default = {name: field.default for name, field in TaskSpec.model_fields.items()}
    try:
        spec = TaskSpec(
            name=full_name.split("/")[-1],
            full_name=full_name,
            directory=directory,
            description=config["task"].get("description", ""),
            agent_timeout_sec=float(config.get("agent", {}).get("timeout_sec", 600)),
            memory_mb=int(config.get("environment", {}).get("memory_mb", 4096)),
            storage_mb=int(config.get("environment", {}).get("storage_mb", 4096)),
            verifier_timeout_sec=float(
                own.get("verifier_timeout_sec", config.get("verifier", {}).get("timeout_sec", 600))
            ),
            functions=(),
            submission_name=_required(own, "submission", toml_path),
            sealed_module=_required(own, "sealed_module", toml_path),
            verifier=own.get("verifier", default["verifier"]),
            tolerance=_pair(own.get("tolerance"), default["tolerance"]),
            composite_tolerance=_pair(
                own.get("composite_tolerance"), default["composite_tolerance"]
            ),
            composites=frozenset(own.get("composites", ())),
            easy=tuple(own.get("easy", ())),
        )
    except (TypeError, ValueError, KeyError) as exc:
        raise TaskError(f"{toml_path}: [metadata.syncvals] {exc}") from exc
    if not spec.stub.is_file():
        raise TaskError(f"{spec.stub}: missing (the stub the agent starts from)")
    return spec.model_copy(update={"functions": tuple(stub_signatures(spec.stub))})
