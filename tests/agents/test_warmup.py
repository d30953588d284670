"""A job's first trial no longer starts minutes of silence: the sealed reference and the expected
outputs are made before it, each announced with its time, and only when not cached."""

from __future__ import annotations

import pytest

from syncvals_plugin.agents.warmup import warm_up
from syncvals_plugin.host import Host
from tests.task.test_second_task import tiny  # noqa: F401 - the second task's fixture


@pytest.mark.slow
def test_a_cold_cache_is_warmed_with_a_line_per_step_and_a_warm_one_silently(
    tiny,  # noqa: F811
    tmp_path,
    monkeypatch,
):
    pm, task = tiny
    monkeypatch.setenv("SYNCVALS_CACHE_DIR", str(tmp_path / "cold"))
    said: list[str] = []
    warm_up(Host(pm), [task], said.append)
    assert said[0].startswith("sealing the reference of tiny-task") and said[0].endswith("…")
    assert said[1].startswith("  done in ") and said[1].endswith(" s")
    assert said[2].startswith("building the expected outputs of tiny-task")
    assert said[3].startswith("  done in ") and len(said) == 4
    assert any((tmp_path / "cold" / "expected").iterdir())
    again: list[str] = []
    warm_up(Host(pm), [task], again.append)
    assert again == []


def test_a_silent_batch_off_a_terminal_says_it_is_still_running():
    import io
    import time

    from syncvals_plugin.agents.cli import _heartbeat

    out, finished = io.StringIO(), []
    with _heartbeat(out, 3, finished, every=0.05):
        time.sleep(0.3)  # no trial finishes: a line per beat
    silent = out.getvalue().splitlines()
    assert len(silent) >= 2 and all(
        line.startswith("... 0 of 3 trial(s) finished, running for 0m0") for line in silent
    ), silent
    out, finished = io.StringIO(), []
    with _heartbeat(out, 50, finished, every=0.1):
        for _ in range(8):  # a trial's own line every 40 ms: no beat needed
            finished.append(object())
            time.sleep(0.04)
    assert out.getvalue() == ""
