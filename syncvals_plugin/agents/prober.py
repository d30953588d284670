"""The ``prober`` baseline: an automated reverse-engineer whose failures are real.

For each function it starts from candidate implementations (the wrong conventions the task's
plugin gives, ``syncvals_task_mutants``, plus the right one), sends probe inputs to the sealed reference through
recorded shell calls, keeps the candidates whose outputs agree, and writes the first survivor.
The textbook conventions that the spec's HIDDEN rules overturn come first, so with
``depth=basic`` (plain random inputs, like ``probe.py``) they survive and the HIDDEN functions
end up wrong; ``depth=edge`` also sends the edge families and rules them out.
"""

from __future__ import annotations

import ast
import json
import re

import torch

from syncvals_plugin.agents.builtin import PROBER_DEFAULTS, PROBER_DEPTHS
from syncvals_plugin.agents.tools import ToolSession
from syncvals_plugin.records.agent import AgentContext
from syncvals_plugin.records.case import RANDOM_FAMILIES, Case, Mutant, apply_mutant
from syncvals_plugin.verifier import Outcome, compare_outcome, exec_source, run_case

PROBE_DIR = ".probes"
_NONFINITE = re.compile(r"(?<![\w.'])(-?)(inf|nan)\b")

_CHECK_TEMPLATE = f"""\
import glob, os, torch, __SEALED__ as ref, __SUBMISSION__ as mine

agree = 0
names = sorted(os.path.basename(p)[:-3] for p in glob.glob("{PROBE_DIR}/*.pt"))
for name in names:
    ok = True
    for args in torch.load(f"{PROBE_DIR}/{{name}}.pt", weights_only=True):
        try:
            want = getattr(ref, name)(*args)
        except Exception:
            continue
        try:
            got = getattr(mine, name)(*args)
        except Exception as exc:
            ok = False
            print("FAIL", name, "raised", type(exc).__name__)
            break
        if got.shape != want.shape or not torch.allclose(got.double(), want.double(), atol=1e-5, rtol=1e-4,
                                                         equal_nan=True):
            ok = False
            print("FAIL", name)
            break
    agree += ok
print(f"{{agree}}/{{len(names)}} functions agree with __SEALED__ on the probe inputs")
"""


def check_script(sealed_module: str, submission: str) -> str:
    """A script comparing the submission with the sealed module on every saved probe."""
    return _CHECK_TEMPLATE.replace("__SEALED__", sealed_module).replace(
        "__SUBMISSION__", submission.removesuffix(".py")
    )


def to_literal(value) -> str:
    """Python source that rebuilds ``value`` exactly (tensors as ``torch.tensor`` literals)."""
    if isinstance(value, torch.Tensor):
        data = _NONFINITE.sub(r"\1float('\2')", repr(value.tolist()))
        return f"torch.tensor({data}, dtype={value.dtype})"
    if isinstance(value, tuple):
        return "(" + "".join(to_literal(v) + ", " for v in value) + ")"
    return repr(value)


_PROBE_HEAD = """\
import json, os, torch, __SEALED__ as ref
os.makedirs("__DIR__", exist_ok=True)
"""
_PROBE_BODY = """\
print("__MARK__ __FUNCTION__")
cases = __CASES__
torch.save(cases, "__DIR__/__FUNCTION__.pt")
for args in cases:
    try:
        out = ref.__FUNCTION__(*args)
        print(json.dumps({"dtype": str(out.dtype), "shape": list(out.shape), "data": out.tolist()}))
    except Exception as exc:
        print(json.dumps({"raised": type(exc).__name__, "message": str(exc)[:200]}))
"""
MARK = "### probe"
"""The line a probe script prints before each function's outputs."""


def probe_script(probes: dict[str, list[Case]], sealed_module: str) -> str:
    """A script that calls the sealed reference on each case of each function and prints the
    outputs as JSON lines, each function's after a line naming it (:data:`MARK`)."""
    bodies = []
    for function, cases in probes.items():
        literal = "[\n" + "".join(f"    {to_literal(c.args)},\n" for c in cases) + "]"
        bodies.append(
            _PROBE_BODY.replace("__CASES__", literal)
            .replace("__MARK__", MARK)
            .replace("__FUNCTION__", function)
        )
    head = _PROBE_HEAD.replace("__SEALED__", sealed_module)
    return (head + "".join(bodies)).replace("__DIR__", PROBE_DIR)


def split_outputs(text: str) -> dict[str, str]:
    """A probe script's output, per function (what follows each :data:`MARK` line)."""
    parts: dict[str, list[str]] = {}
    lines = None
    for line in text.splitlines():
        if line.startswith(MARK + " "):
            lines = parts.setdefault(line[len(MARK) + 1 :].strip(), [])
        elif lines is not None:
            lines.append(line)
    return {name: "\n".join(lines) for name, lines in parts.items()}


def parse_outputs(text: str) -> list[Outcome]:
    """The reference's outcomes from the JSON lines a probe script printed."""
    outcomes = []
    for line in text.splitlines():
        if not line.startswith("{"):
            continue
        item = json.loads(line)
        if "raised" in item:
            outcomes.append(Outcome(raised=item["raised"], message=item["message"]))
        else:
            dtype = getattr(torch, item["dtype"].split(".", 1)[1])
            outcomes.append(
                Outcome(value=torch.tensor(item["data"], dtype=dtype).reshape(item["shape"]))
            )
    return outcomes


def candidates(mutants: list[Mutant], function: str) -> list[Mutant | None]:
    """Candidate conventions of ``function`` in the order a probing agent would try them, from
    the task's ``mutants`` (None is the right one)."""
    wrong = [m for m in mutants if m.function == function]
    return [m for m in wrong if m.hidden] + [None] + [m for m in wrong if not m.hidden]


def survivors(
    reference_source: str,
    function: str,
    cases: list[Case],
    observed: list[Outcome],
    tolerance: tuple[float, float],
    mutants: list[Mutant],
) -> list:
    """The candidates whose outputs agree with the reference on every probe."""
    keep = []
    for mutant in candidates(mutants, function):
        module = exec_source(
            reference_source if mutant is None else apply_mutant(reference_source, mutant),
            f"_prober_{function}",
        )
        if all(
            compare_outcome(tolerance, want, run_case(module, case)).passed
            for case, want in zip(cases, observed, strict=True)
        ):
            keep.append(mutant)
    return keep


def assemble(reference_source: str, chosen: dict[str, Mutant | None]) -> str:
    """The submission: every function in its chosen convention, comments and docstrings dropped."""
    source = reference_source
    for mutant in chosen.values():
        if mutant is not None:
            source = apply_mutant(source, mutant)
    tree = ast.parse(source)
    if (
        tree.body
        and isinstance(tree.body[0], ast.Expr)
        and isinstance(tree.body[0].value, ast.Constant)
    ):
        tree.body = tree.body[1:]
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
            and len(node.body) > 1
        ):
            node.body = node.body[1:]
    return '"""Reimplemented by probing the sealed reference."""\n\n' + ast.unparse(tree) + "\n"


def prober(session: ToolSession, ctx: AgentContext) -> str:
    """Probe every function, keep the agreeing candidates, write and check the task's artifact."""
    depth = ctx.option("depth", PROBER_DEFAULTS["depth"], PROBER_DEPTHS)
    seed = ctx.number("seed", PROBER_DEFAULTS["seed"], least=0)
    per_call = ctx.number("batch", PROBER_DEFAULTS["batch"])
    reference_source = ctx.task.reference.read_text()
    session.shell("python3 probe.py", "Run the probe example")
    session.shell("bash timer.sh", "Check remaining budget")
    session.read(ctx.task.submission_name, "Read the stubs")
    suite = ctx.cases(seed)
    mutants = ctx.mutants()
    sealed = ctx.task.sealed_module
    chosen: dict[str, Mutant | None] = {}
    ambiguous, unprobed = [], []
    functions = list(ctx.task.functions)
    for start in range(0, len(functions), per_call):
        probes = {
            f: [c for c in suite[f] if depth == "edge" or c.family in RANDOM_FAMILIES]
            for f in functions[start : start + per_call]
        }
        inputs = sum(len(cases) for cases in probes.values())
        result = session.shell(
            f"python3 - <<'PROBE'\n{probe_script(probes, sealed)}PROBE",
            f"Probe {', '.join(probes)} ({inputs} inputs, {depth})",
        )
        outputs = split_outputs(result.output)
        for function, cases in probes.items():
            observed = parse_outputs(outputs.get(function, ""))
            if len(observed) != len(cases):  # the probe failed (or its output was cut short)
                chosen[function] = candidates(mutants, function)[0]  # the textbook guess
                unprobed.append(function)
                continue
            tolerance = ctx.task.tolerance_for(function)
            alive = survivors(reference_source, function, cases, observed, tolerance, mutants)
            chosen[function] = alive[0] if alive else None
            if len(alive) > 1:
                ambiguous.append(function)
    session.write(
        ctx.task.submission_name,
        assemble(reference_source, chosen),
        f"Write {ctx.task.submission_name}",
    )
    script = check_script(sealed, ctx.task.submission_name)
    session.write("check.py", script, "Write a checker against the reference")
    check = session.shell(
        "python3 check.py",
        f"Check {ctx.task.submission_name} against {sealed} on every probe",
    )
    return _closing(len(ctx.task.functions), depth, ambiguous, unprobed, check.output)


def _closing(functions: int, depth: str, ambiguous: list, unprobed: list, check: str) -> str:
    """The prober's closing message: what it probed, where it chose, what it guessed."""
    summary = check.strip().splitlines()[-1] if check.strip() else "the check printed nothing"
    guessed = (
        f"; {len(unprobed)} probes gave no full answer, so I guessed {', '.join(unprobed)}"
        if unprobed
        else ""
    )
    return (
        f"Probed all {functions} functions ({depth} probes); {len(ambiguous)} left more than "
        f"one agreeing convention and I took the first{guessed}. Check: {summary}"
    )
