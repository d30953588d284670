"""The probe-coverage grid of a trial page and the probe table of a task page (issue 47)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from syncvals_plugin.site.build import build_site

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
# The seed fails entropy on neg-inf-logits, cross_entropy on logits-3d and all-ignored, and
# three functions more; it passes masked_mean.
CALLS = [
    ("masked_mean", ["random"], "ok"),
    ("masked_mean", ["empty-mask"], "ok"),
    ("masked_mean", ["random"], "error"),
    ("cross_entropy", ["logits-3d"], "ok"),
    ("cross_entropy", ["logits-3d", "float64"], "ok"),
    ("entropy", ["random"], "ok"),
]


def _log(calls=CALLS) -> str:
    return "".join(
        json.dumps(
            {"seq": n, "t": n / 10, "function": f, "args": [], "families": fam, "outcome": out}
            | ({"type": "ValueError", "message": "bad"} if out == "error" else {})
            | {"ms": 1.0}
        )
        + "\n"
        for n, (f, fam, out) in enumerate(calls, 1)
    )


def _site(tmp_path: Path, pm, log: str | None) -> Path:
    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    if log is not None:
        (trials / SEED.name / "agent" / "oracle-calls.jsonl").write_text(log)
    build_site(trials, out, pm)
    return out


def _cells(page: str, function: str) -> list[tuple[str, str, str]]:
    row = re.search(rf'<tr class="\w+" data-name="{function}">(.*?)</tr>', page, re.S)
    assert row, f"no probe row for {function}"
    return re.findall(
        r'<li class="probe (\w+)" data-family="([^"]+)" data-calls="(\d+)">', row.group(1)
    )


def test_a_logged_trial_shows_its_probe_grid(tmp_path, pm):
    out = _site(tmp_path, pm, _log())
    page = (out / "trial" / SEED.name / "index.html").read_text()
    assert 'id="probe-grid"' in page
    assert 'id="probe-statement">6 oracle calls to 3 functions; 6 failing case families' in page
    # Called: counted per family; failing and called: marked apart; failing, never called: a gap.
    assert _cells(page, "masked_mean") == [("called", "random", "2"), ("called", "empty-mask", "1")]
    assert "(1 not ok)" in page
    assert _cells(page, "cross_entropy") == [
        ("failed", "logits-3d", "2"),
        ("gap", "all-ignored", "0"),
        ("called", "float64", "1"),
    ]
    assert _cells(page, "entropy") == [("gap", "neg-inf-logits", "0"), ("called", "random", "1")]
    assert "neg-inf-logits · never called" in page
    # Failing functions never called are there, gaps each; passing ones never called are not.
    assert _cells(page, "median_reward") == [("gap", "rows-2d", "0")]
    assert 'data-name="logsumexp"' not in page
    names = re.findall(r'<tr class="(\w+)" data-name="(\w+)">', page)
    assert [n for c, n in names if c == "pass"] == ["masked_mean"]
    assert names.index(("pass", "masked_mean")) == len(names) - 1  # the failing first


def test_the_task_page_sets_families_probed_beside_those_failed(tmp_path, pm):
    out = _site(tmp_path, pm, _log())
    task = (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert "Over the 1 of 1 trials with an oracle call log" in task
    rows = dict(
        (family, (int(a), int(b), int(c)))
        for family, a, b, c in re.findall(
            r'<tr data-family="([^"]+)"><td><code>[^<]*</code></td><td>(\d+)</td><td>(\d+)</td>'
            r"<td(?: class=\"gap\")?>(\d+)</td></tr>",
            task,
        )
    )
    assert rows["logits-3d"] == (1, 1, 0)
    assert rows["neg-inf-logits"] == (0, 1, 1)
    assert rows["random"] == (1, 0, 0)
    assert rows["empty-mask"] == (1, 0, 0)
    assert list(rows)[0] in {"all-ignored", "neg-inf-logits", "rows-2d", "ties-at-kth"}


def test_a_trial_without_a_log_shows_no_grid(tmp_path, pm):
    out = _site(tmp_path, pm, None)
    page = (out / "trial" / SEED.name / "index.html").read_text()
    assert 'id="probe-grid"' not in page and 'class="probe ' not in page
    assert "No oracle call log in this trial" in page
    task = (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert 'id="probe-table"' not in task
    assert "None of the 1 trials has an oracle call log" in task


def test_a_log_with_a_broken_line_is_drawn_from_the_rest(tmp_path, pm):
    """A line cut short or garbled costs that line: the others are drawn, the broken one is
    said with its number."""
    out = _site(tmp_path, pm, _log() + "not json\n")
    page = (out / "trial" / SEED.name / "index.html").read_text()
    assert 'id="probe-grid"' in page
    lines = len(_log().splitlines()) + 1
    assert (
        "1 line(s) of the log cannot be read: " in page and f":{lines}: not an oracle call" in page
    )


def test_a_log_of_no_call_is_said_never_drawn(tmp_path, pm):
    out = _site(tmp_path, pm, "not json\n{also not}\n")
    page = (out / "trial" / SEED.name / "index.html").read_text()
    assert 'id="probe-grid"' not in page
    assert "The oracle call log is unreadable" in page
