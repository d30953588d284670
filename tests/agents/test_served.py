"""``syncvals run --oracle served``: the agent holds a client, the compiled module runs outside its
wall, and every call it makes is a line of ``agent/oracle-calls.jsonl``.

An external agent searches its whole view for the module's bytes and finds none, makes three
calls answered exactly as the module answers in process, and one wrong call that raises; the
log lists exactly those four calls, in every confinement this machine offers."""

from __future__ import annotations

import hashlib
import json
import shlex

import pytest
import torch

from syncvals_plugin.agents.config import TrialConfig
from syncvals_plugin.agents.runner import run_trial
from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.oracle_calls import read_oracle_calls
from syncvals_plugin.records.store import read_trial
from syncvals_plugin.task.seal import sealed_module
from tests.agents.test_confinement import use_mode

pytestmark = pytest.mark.slow

AGENT = r"""
import hashlib, json, os, sys, torch
size, digest = int(sys.argv[1]), sys.argv[2]
found = []
for folder, dirs, files in os.walk("/"):
    dirs[:] = [d for d in dirs if os.path.join(folder, d) not in ("/proc", "/sys", "/dev")]
    for name in files:
        path = os.path.join(folder, name)
        try:
            if os.path.getsize(path) == size and hashlib.sha256(open(path, "rb").read()).hexdigest() == digest:
                found.append(path)
        except OSError:
            pass
print("FOUND", json.dumps(found))
import reforacle
print("FILE", reforacle.__file__)
x = torch.tensor([[1.0, -2.0, 0.5], [3.0, 0.0, -1.0]])
answers = [
    reforacle.masked_mean(x, torch.tensor([[1.0, 1.0, 0.0], [0.0, 0.0, 0.0]])).tolist(),
    reforacle.logsumexp(x, -1).tolist(),
    reforacle.cumulative_max(x[0]).tolist(),
]
print("ANSWERS", json.dumps(answers))
try:
    reforacle.masked_mean(x)
except TypeError as exc:
    print("RAISED", type(exc).__name__)
"""


@pytest.mark.parametrize("mode", ["bwrap", "landlock", "landlock-no-namespaces"])
def test_a_served_trial_holds_no_byte_of_the_module_and_logs_every_call(
    task, ref, tmp_path, monkeypatch, mode
):
    use_mode(mode, monkeypatch)
    sealed = sealed_module(task.reference, task.sealed_module).read_bytes()
    script = tmp_path / "agent.py"
    script.write_text(AGENT)
    cmd = "PYTHONPATH=$PWD " + shlex.join(
        ["python3", str(script), str(len(sealed)), hashlib.sha256(sealed).hexdigest()]
    )
    record = run_trial(
        TrialConfig(
            task=task,
            agent="command",
            options={"cmd": cmd, "reveal": str(script)},
            trials_dir=tmp_path / "trials",
            oracle="served",
        ),
        make_plugin_manager(),
    )
    written = read_trial(record.path)
    output = "\n".join(
        r.content
        for s in written.trajectory.steps
        if s.observation
        for r in s.observation.results
        if isinstance(r.content, str)
    )
    lines = {
        line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in output.splitlines() if " " in line
    }
    assert json.loads(lines["FOUND"]) == [], "the agent found the module's bytes"
    assert lines["FILE"].endswith("reforacle/__init__.py")
    x = torch.tensor([[1.0, -2.0, 0.5], [3.0, 0.0, -1.0]])
    want = [
        ref.masked_mean(x, torch.tensor([[1.0, 1.0, 0.0], [0.0, 0.0, 0.0]])).tolist(),
        ref.logsumexp(x, -1).tolist(),
        ref.cumulative_max(x[0]).tolist(),
    ]
    assert json.loads(lines["ANSWERS"]) == want
    assert lines["RAISED"] == "TypeError"
    calls = read_oracle_calls(record.path)
    assert [(c.function, c.outcome) for c in calls] == [
        ("masked_mean", "ok"),
        ("logsumexp", "ok"),
        ("cumulative_max", "ok"),
        ("masked_mean", "error"),
    ]
    assert calls[3].type == "TypeError"
    assert "oracle: 4 call(s) logged" in (written.log or "")
    # The classification counts what the log holds, in the log's own numbers.
    said = written.classification.description
    assert "The served oracle logged 4 calls: 3 answered, 1 raised, over 3 functions." in said
