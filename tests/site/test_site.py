"""The site: each section of the seed trial's page, hostile content, malformed trials, incremental builds."""

from __future__ import annotations

import html.parser
import json
import re
import shutil
from pathlib import Path

import pytest

from syncvals_plugin.plugins import make_plugin_manager
from syncvals_plugin.records.atif import (
    WRITE_VERSION,
    AgentInfo,
    ContentPart,
    Observation,
    ObservationResult,
    Step,
    ToolCall,
    Trajectory,
)
from syncvals_plugin.records.store import read_trial, write_trial
from syncvals_plugin.records.trial import HarborAgentInfo, TrialRecord, TrialResult, VerifierResult
from syncvals_plugin.site.build import SiteError, build_site
from tests.conftest import HIDDEN, run_cli

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"


@pytest.fixture(scope="module")
def site(tmp_path_factory, pm):
    trials = tmp_path_factory.mktemp("trials")
    shutil.copytree(SEED, trials / SEED.name)
    out = tmp_path_factory.mktemp("site")
    result = build_site(trials, out, pm)
    assert result.trials == 1 and not result.skipped
    return out, (out / "trial" / SEED.name / "index.html").read_text()


def test_header_and_statements(site):
    _, page = site
    assert "SyncVals" in page and "verifier → artifact → classifier → verdict" in page
    assert "claude-code" in page and "claude-opus-4-8" in page and "✗ failed" in page
    assert 'href="../../task/reverse-engineer-objectives/index.html"' in page
    # An imported trial: its record cannot vouch for what its workspace held.
    assert "Imported from recorded-page: the record does not say" in page
    assert "Worked from the instruction alone" not in page and "tests/test.sh exit code" not in page
    assert "the classification below is post-hoc" in page.replace(
        "The classification", "the classification"
    )


def test_classification_box(site):
    _, page = site
    assert 'id="verdict">GOOD_FAILURE<' in page and ">Incomplete Exploration<" in page
    assert "Honest miss: the records show no harness fault and no forbidden action" in page
    assert '<a href="#step-42">step 42</a>' in page and "N/A - task is fine" in page


def test_trajectory(site):
    _, page = site
    assert '<p class="counts" id="counts">42 tool calls · 4 tool types · 44 steps</p>' in page
    assert len(re.findall(r'<article class="step agent" id="step-\d+">', page)) == 43
    assert "Check remaining budget" in page and "exit code 1" in page
    assert "[error] tool reported failure" in page and "index -100 is out of bounds" in page
    assert "output · 205 lines · 4.7 KB" in page  # the long stub listing is collapsed with its size
    # An overview first: every step in a clickable timeline, the function grid near the top.
    # All 44, the user's message (step 1) included.
    assert len(re.findall(r'<li><a class="tl [^"]*" href="#step-\d+"', page)) == 44
    assert '<li><a class="tl user" href="#step-1"' in page
    assert page.index('id="overview"') < page.index('id="grid"') < page.index('id="trajectory"')
    assert "− removed" in page and "+ added" in page


def _diff_by_line(diff: str) -> str:
    # The reading the regular expressions replace: one line at a time, by its first characters.
    from markupsafe import escape

    def kind(line: str) -> str:
        if line.startswith(("+++", "---")):
            return "meta"
        return {"+": "add", "-": "del"}.get(line[:1]) or ("hunk" if line[:2] == "@@" else "ctx")

    # A span per run of lines of one kind, each line ending in its newline inside the span.
    out: list[list[str]] = []
    for x in str(escape(diff)).splitlines():
        if not out or out[-1][0] != kind(x):
            out.append([kind(x)])
        out[-1].append(x)
    return "".join(f'<span class="{run[0]}">' + "\n".join(run[1:]) + "\n</span>" for run in out)


def test_diff_lines_are_read_as_one_line_at_a_time_would_read_them():
    import random

    from syncvals_plugin.site.build import environment
    from syncvals_plugin.site.views import diff_lines

    macro = environment().get_template("macros.html").module.diff

    def diff_block(diff: str) -> str:  # the trial page's diff: its view, then its template
        return str(macro(diff_lines(diff)))

    rng = random.Random(7)
    pieces = '+ - +++ --- @@ < & x " \n \r\n \u2028 \0'.split(" ") + [" ", ""]
    for _ in range(3000):
        diff = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        assert str(diff_block(diff)) == _diff_by_line(diff), repr(diff)
    assert str(diff_block("")) == ""


def test_diff_verifier_grid_and_footer(site):
    _, page = site
    # A span per run of lines, the last newline inside it: never a blank line between two runs.
    assert "\n+def gae(rewards, values, next_value, gamma, lam):\n+    T = " in page
    assert re.search(r'<span class="add">[^<]*\+def gae\(rewards', page)
    assert "</span>\n<span" not in page[page.index('id="diff-lines"') :]
    assert "No file changes" not in page
    assert "FUNCTIONS PASSED: 44/49  (partial_score=0.898)" in page
    assert len(re.findall(r'<li class="cell pass"', page)) == 44
    fails = re.findall(r'<li class="cell fail" title="(\w+):', page)
    assert set(fails) == HIDDEN
    assert "python scripts/build_site.py --trials" in page
    # The command that reruns the trial itself (a Harbor trial: Harbor's own command).
    assert (
        "Rerun this trial: <code>harbor trial start -c " in page and "/config.json</code>" in page
    )
    assert "verifier authoritative; classifier explanatory." in page


def test_task_page_and_index(site):
    out, _ = site
    task = (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert "Your job: write" in task and "probe.py" in task and "timer.sh" in task
    assert 'id="pass-rate-agents">agents passed 0/1<' in task
    assert 'id="pass-rate-baselines">baselines passed -<' in task
    assert "neg-inf-logits (1)" in task
    assert f'href="../../trial/{SEED.name}/index.html" title="{SEED.name}">claude-code</a>' in task
    index = (out / "index.html").read_text()
    assert (
        f'href="trial/{SEED.name}/index.html"' in index
        and "GOOD_FAILURE" in index
        and "44/49" in index
    )
    assert "not recorded" in index  # the seed trial's result.json has no start time
    assert (out / "static" / "site.js").is_file() and (out / "static" / "site.css").is_file()


class _Scan(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.scripts, self.handlers, self.links, self.tags = [], [], [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag == "script":
            self.scripts.append(dict(attrs).get("src"))
        self.handlers += [name for name, _ in attrs if name.startswith("on")]
        self.links += [value or "" for name, value in attrs if name in ("href", "src")]


def _hostile(name: str, payload: str, steps: int = 3, big: int = 0) -> TrialRecord:
    all_steps = [Step(step_id=1, source="user", message=payload)]
    for i in range(2, steps + 1):
        output = payload + ("x" * big if i == 2 else "")
        all_steps.append(
            Step(
                step_id=i,
                source="agent",
                message=payload,
                tool_calls=[
                    ToolCall(
                        tool_call_id=f"c{i}",
                        function_name=payload[:30],
                        arguments={"command": payload, "path": payload},
                    )
                ],
                observation=Observation(
                    results=[ObservationResult(source_call_id=f"c{i}", content=output)]
                ),
                extra={"title": payload, "exit_code": 1, "is_error": True},
            )
        )
    traj = Trajectory(
        schema_version=WRITE_VERSION,
        session_id=name,
        agent=AgentInfo(name=payload, version="1"),
        steps=all_steps,
    )
    result = TrialResult(
        id=name,
        task_name=f"syncvals/{name}",
        trial_name=name,
        agent_info=HarborAgentInfo(name=payload),
        verifier_result=VerifierResult(rewards={"reward": 0}),
    )
    return TrialRecord(
        result=result,
        trajectory=traj,
        stdout=payload,
        artifact=payload,
        artifact_name="objectives.py",
        diff=f"+{payload}\n",
    )


PAYLOAD = (
    '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
    "\"onload=\"alert(5)' onfocus='alert(6) "
    "\x1b[31mRED\x1b[0m \x07 </pre></details></span></svg>{{ 7*7 }}{% if 1 %}IF{% endif %}"
)


def test_hostile_content_renders_inert(tmp_path, pm):
    trials, out = tmp_path / "trials", tmp_path / "site"
    write_trial(_hostile("trial_hostile0000000001", PAYLOAD), trials)
    build_site(trials, out, pm)
    for page in [out / "index.html", out / "trial" / "trial_hostile0000000001" / "index.html"]:
        text = page.read_text()
        scan = _Scan()
        scan.feed(text)
        assert scan.scripts == ["../../static/site.js"] or scan.scripts == ["static/site.js"]
        assert scan.handlers == [] and not any(
            link.strip().lower().startswith("javascript:") for link in scan.links
        )
        assert "img" not in scan.tags
        assert "<script>alert" not in text and "\x1b" not in text and "\x07" not in text
    page = (out / "trial" / "trial_hostile0000000001" / "index.html").read_text()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page and "RED" in page and "{{ 7*7 }}" in page
    assert "{% if 1 %}IF{% endif %}" in page and "&#34;onload=&#34;alert(5)" in page


def test_hostile_text_is_inert_on_every_page_kind(tmp_path, pm):
    """Agent text in every place the index, a trial page and a task page show it (the agent and
    model, a function's name and failing family and first failure in the trial's grid, the task
    page's function x trial grid and failure table): escaped by the templates, never markup."""
    from syncvals_plugin.records.report import FunctionResult, VerifyReport

    trials, out = tmp_path / "trials", tmp_path / "site"
    record = _hostile("trial_hostile0000000003", PAYLOAD)
    record.result.task_name = "syncvals/reverse-engineer-objectives"
    record.result.agent_info.model_info = None
    record.report = VerifyReport(
        task="reverse-engineer-objectives",
        submission="objectives.py",
        passed=0,
        total=1,
        partial_score=0.0,
        reward=0,
        functions=[
            FunctionResult(
                name=PAYLOAD,
                passed=False,
                cases=1,
                cases_passed=0,
                failed_families=[PAYLOAD],
                first_failure=PAYLOAD,
                reason=PAYLOAD,
            )
        ],
    )
    write_trial(record, trials)
    assert build_site(trials, out, pm).trials == 1
    pages = [out / "index.html", out / "trial" / "trial_hostile0000000003" / "index.html"]
    pages += sorted((out / "task").glob("*/index.html"))
    assert len(pages) == 3
    for page in pages:
        text = page.read_text()
        scan = _Scan()
        scan.feed(text)
        assert scan.scripts in (["static/site.js"], ["../../static/site.js"]), page
        assert scan.handlers == [] and "img" not in scan.tags, page
        assert not any(link.strip().lower().startswith("javascript:") for link in scan.links)
        assert "<script>alert" not in text and "alert(5)'" not in text, page
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text, page
    task = pages[2].read_text()
    # The grid's row label, its cells' hover text and the failure table: each escaped.
    assert task.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 4


def test_every_step_field_renders_inert(tmp_path, pm):
    # A step is made into HTML in one pass in Python (site/views.py step_view), not by the
    # template: each of its fields (reasoning, an edit, written content, any other argument, an
    # image's path, a copied step, a multi-part message) is escaped there.
    trial = _hostile("trial_hostile0000000002", PAYLOAD)
    trial.trajectory.steps.append(
        Step(
            step_id=4,
            source="agent",
            message=[
                ContentPart(type="text", text=PAYLOAD),
                ContentPart(type="image", source={"path": 'shot"><script>alert(4)</script>.png'}),
            ],
            reasoning_content=PAYLOAD,
            is_copied_context=True,
            tool_calls=[
                ToolCall(
                    tool_call_id="e",
                    function_name="Edit",
                    arguments={"file_path": PAYLOAD, "old_string": PAYLOAD, "new_string": PAYLOAD},
                ),
                ToolCall(
                    tool_call_id="w",
                    function_name="Write",
                    arguments={"path": PAYLOAD, "content": PAYLOAD, PAYLOAD[:20]: [PAYLOAD]},
                ),
            ],
            observation=Observation(
                results=[ObservationResult(source_call_id="e", content=PAYLOAD)]
            ),
        )
    )
    trials, out = tmp_path / "trials", tmp_path / "site"
    write_trial(trial, trials)
    assert build_site(trials, out, pm).trials == 1
    page = (out / "trial" / "trial_hostile0000000002" / "index.html").read_text()
    scan = _Scan()
    scan.feed(page)
    assert scan.scripts == ["../../static/site.js"] and scan.handlers == []
    assert "<script>alert" not in page and "\x1b" not in page
    article = page[page.index('id="step-4"') :]
    article = article[: article.index("</article>")]
    # Reasoning, message, the edit's two sides and path, the written content and path, the other
    # argument's name and value, the output, the title and the image: each escaped.
    assert article.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 10
    assert "alert(4)" in article and "<script>alert(4)" not in article


@pytest.mark.slow
def test_huge_outputs_many_steps_and_invalid_utf8(tmp_path, pm):
    trials, out = tmp_path / "trials", tmp_path / "site"
    write_trial(
        _hostile("trial_big000000000000001", "plain", steps=5000, big=20 * 1024 * 1024), trials
    )
    bad = write_trial(_hostile("trial_utf8000000000000001", "text"), trials)
    traj = bad / "agent" / "trajectory.json"
    traj.write_bytes(traj.read_bytes().replace(b'"text"', b'"bad \xff\xfe bytes \\udc80"', 1))
    result = build_site(trials, out, pm)
    assert not result.skipped and result.trials == 2
    page = (out / "trial" / "trial_big000000000000001" / "index.html").read_text()
    assert page.count('<article class="step') == 4999 and "omitted" in page and "20.0 MB" in page
    assert len(page) < 60 * 1024 * 1024
    assert "bad" in (out / "trial" / "trial_utf8000000000000001" / "index.html").read_text()


def test_malformed_trial_is_skipped_and_trials_folder_untouched(tmp_path, pm):
    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    broken = trials / "trial_broken00000000001"
    broken.mkdir()
    (broken / "result.json").write_text('{"id": 1')
    before = sorted((p, p.stat().st_mtime_ns) for p in trials.rglob("*"))
    proc = run_cli("site", "--trials", str(trials), "--out", str(out))
    assert proc.returncode == 1  # built without the broken trial: a batch's exit 1
    assert "trial_broken00000000001/result.json" in proc.stderr and "not valid JSON" in proc.stderr
    assert "rendering trial 2/2" in proc.stderr  # not a terminal: progress as lines
    assert (out / "trial" / SEED.name / "index.html").is_file()
    assert sorted((p, p.stat().st_mtime_ns) for p in trials.rglob("*")) == before
    with pytest.raises(SiteError, match="inside the trials folder"):
        build_site(trials, trials / "site", pm)


def test_incremental_rebuild_renders_only_what_changed(tmp_path, pm):
    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    write_trial(_hostile("trial_second0000000001", "hello"), trials)
    assert build_site(trials, out, pm).rendered == 2
    assert build_site(trials, out, pm).rendered == 0
    data = json.loads((trials / "trial_second0000000001" / "result.json").read_text())
    data["agent_info"]["name"] = "renamed"
    (trials / "trial_second0000000001" / "result.json").write_text(json.dumps(data))
    again = build_site(trials, out, pm)
    assert again.rendered == 1 and again.trials == 2
    assert "renamed" in (out / "index.html").read_text()


def test_a_rebuild_reads_back_a_manifest_holding_agent_text_orjson_refuses(tmp_path, pm):
    # A lone surrogate (what json makes of "\\udcff" in agent output) reaches the manifest through
    # the task's instruction; the manifest is still read back, so nothing renders again.
    trials, out = tmp_path / "trials", tmp_path / "site"
    write_trial(_hostile("trial_surrogate000001", "text \udcff here"), trials)
    assert build_site(trials, out, pm).rendered == 1
    assert "\\udcff" in (out / ".syncvals-site.json").read_text()
    assert build_site(trials, out, pm).rendered == 0


def _fixture_site(tmp_path):
    """The seed trial, a baseline that passed and agent trials that left stubs or failed."""
    from syncvals_plugin.records.trial import RunConfig
    from tests.support.labelled import labelled_fixtures

    trials = tmp_path / "trials"
    shutil.copytree(SEED, trials / SEED.name)
    cases = {c.name: c.trial for c in labelled_fixtures()}
    oracle = cases["solved-without-probing"]
    oracle.config = RunConfig(task="reverse-engineer-objectives", agent="oracle")
    for record in (oracle, cases["unverified"], cases["broken"], cases["out-of-time"]):
        write_trial(record, trials)
    out = tmp_path / "site"
    build_site(trials, out, make_plugin_manager())
    return out


def test_task_page_pictures_and_failures_among_implementers(tmp_path):
    out = _fixture_site(tmp_path)
    task = (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert 'id="pass-rate-agents">agents passed 0/4<' in task
    assert 'id="pass-rate-baselines">baselines passed 1/1<' in task
    # 49 functions (the seed's) x 5 graded trials; a rejected file implements nothing.
    assert task.count('<g class="grid-row"') == 49
    assert len(re.findall(r'<rect class="gc (?:pass|fail|stub|absent|rejected)"', task)) == 49 * 5
    # the rejected trial's functions (its report lists five) show as refused, not as stubs
    assert task.count('<rect class="gc rejected"') == 5
    # entropy: failed by the seed, "unverified" and "out-of-time"; "broken" (rejected) implemented
    # nothing: 3 of the 4 trials that implemented it, not 4 of 5.
    row = re.search(r"<td><code>entropy</code></td><td>(\d+) of (\d+)</td>", task)
    assert row.groups() == ("3", "4")
    assert len(re.findall(r"<rect class=\"seg ", task)) == 2  # GOOD_SUCCESS, GOOD_FAILURE
    assert '<polyline class="density" points="' in task and "pass rate 0/4 (posterior mean" in task


def test_rerun_command_of_a_syncvals_trial():
    from syncvals_plugin.records.trial import RunConfig
    from syncvals_plugin.site.views import rerun_command
    from tests.support.labelled import labelled_fixtures

    record = labelled_fixtures()[0].trial
    record.config = RunConfig(
        task="reverse-engineer-objectives",
        agent="prober",
        agent_options={"depth": "edge", "seed": "7"},
        injected_fault="broken-timer",
    )
    assert rerun_command(record) == (
        "syncvals run reverse-engineer-objectives --agent prober --agent-opt depth=edge "
        "--agent-opt seed=7 --inject-fault broken-timer"
    )


def test_headers_tell_runs_apart_and_show_no_unknown_model(tmp_path, pm):
    from syncvals_plugin.records.trial import RunConfig
    from tests.support.labelled import labelled_fixtures

    trials = tmp_path / "trials"
    for depth, case in zip(("basic", "edge"), labelled_fixtures()[:2], strict=True):
        record = case.trial
        record.result.agent_info.name = "prober"
        record.config = RunConfig(
            task="reverse-engineer-objectives", agent="prober", agent_options={"depth": depth}
        )
        write_trial(record, trials)
    out = tmp_path / "site"
    build_site(trials, out, pm)
    headers = []
    for page in sorted((out / "trial").glob("*/index.html")):
        text = page.read_text()
        headers.append(re.search(r'<span class="chip" id="agent">([^<]*)</span>', text).group(1))
        assert 'id="model"' not in text and "unknown" not in text  # no model was used
        assert (
            "Rerun this trial: <code>syncvals run reverse-engineer-objectives --agent prober"
            in text
        )
    assert sorted(headers) == ["prober depth=basic", "prober depth=edge"]


def test_pages_rendered_by_worker_processes_equal_those_rendered_in_one(tmp_path, monkeypatch, pm):
    """A big build shares the pages among forked workers; every page, the index, the task page
    and the manifest come out byte for byte as one process writes them."""
    from syncvals_plugin.site import build as site_build

    trials = _fixture_site(tmp_path).parent / "trials"
    one, many = tmp_path / "one", tmp_path / "many"
    build_site(trials, one, pm, incremental=False, reproduce="rebuild")
    import multiprocessing.pool

    shared = []
    imap = multiprocessing.pool.Pool.imap
    monkeypatch.setattr(
        multiprocessing.pool.Pool, "imap", lambda pool, *a: shared.append(a) or imap(pool, *a)
    )
    monkeypatch.setattr(site_build, "PARALLEL_FROM", 2)
    monkeypatch.setattr(site_build.os, "sched_getaffinity", lambda _pid: {0, 1})
    assert build_site(trials, many, pm, incremental=False, reproduce="rebuild").rendered == 5
    assert shared, "the pages were not shared among workers"
    files = sorted(p.relative_to(one) for p in one.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(many) for p in many.rglob("*") if p.is_file())
    for rel in files:
        assert (one / rel).read_bytes() == (many / rel).read_bytes(), rel


def test_a_rebuild_sees_a_new_classification_a_new_trial_and_a_removed_one(tmp_path, pm):
    from syncvals_plugin.records.store import write_classification

    out = _fixture_site(tmp_path)
    trials = tmp_path / "trials"
    record = read_trial(trials / SEED.name)
    record.classification = record.classification.model_copy(update={"subtype": "Relabelled"})
    write_classification(record)  # written through a rename, as `syncvals classify` writes
    write_trial(_hostile("trial_third00000000001", "third"), trials)
    shutil.rmtree(next(p for p in trials.iterdir() if p.name != SEED.name and p.is_dir()))
    again = build_site(trials, out, pm)
    assert again.rendered == 2  # the relabelled seed and the new trial, nothing else
    index = (out / "index.html").read_text()
    assert "Relabelled" in index and "trial_third00000000001" in index
    assert index.count("<tr data-verdict") == again.trials


def test_pages_say_what_they_show(tmp_path):
    """The trial's name is the heading; a failed trial does not read "solved"; the timeline and
    the grid explain themselves; the index has an outcome column; the posterior has an axis."""
    out = _fixture_site(tmp_path)
    page = (out / "trial" / SEED.name / "index.html").read_text()
    assert f'<h1 id="trial-name">{SEED.name}</h1>' in page and "trial of <a" in page
    assert "Solved from the instruction alone" not in page
    assert 'id="timeline-legend"' in page
    index = (out / "index.html").read_text()
    assert (
        '<th data-key="outcome">outcome</th>' in index
        and '<td data-label="outcome">failed</td>' in index
    )
    task = (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert task.count('<text class="col') == 5  # a label over each trial's column
    ticks = re.findall(r'<line class="tick"', task)
    assert len(ticks) == 5 and ">pass rate of agents</text>" in task


def test_one_pass_rate_on_the_task_page_and_in_summarize(tmp_path):
    """The agents' pass rate, reference runs apart, is the same number wherever it is shown."""
    _fixture_site(tmp_path)
    task = (tmp_path / "site" / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert "agents passed 0/4" in task  # the oracle's pass is a baseline's, counted apart
    proc = run_cli("summarize", str(tmp_path / "trials"))
    assert proc.returncode == 0, proc.stderr
    assert "agents' pass rate 0/4" in proc.stdout.replace("\n", " ")


def test_clean_reads_ascii_and_other_text_alike():
    # The ASCII fast path and the search agree: each control character is caught either way.
    import random

    from syncvals_plugin.site.views import ANSI, CONTROL, clean

    def slow(text: str) -> str:
        text = CONTROL.sub("\ufffd", ANSI.sub("", text))
        return text.encode("utf-8", "replace").decode("utf-8")

    rng = random.Random(3)
    alphabet = [chr(c) for c in range(0x80)] + ["é", "\ud800", "\x1b[31m", "\u2028"]
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        assert clean(text) == slow(text), repr(text)


def test_trial_and_task_pages_say_what_happened(tmp_path, pm):
    """The badge says "timed out" as the index and the terminal do; a reference run's page says
    what it was given; the posterior's y axis is labelled; no grid label is cut short."""
    out = _fixture_site(tmp_path)
    late = shutil.copytree(SEED, tmp_path / "trials" / "timed-out")
    result = json.loads((late / "result.json").read_text())
    result["trial_name"] = "timed-out"
    result["exception_info"] = {
        "exception_type": "AgentTimeoutError",
        "exception_message": "Agent execution timed out after 600 s",
        "exception_traceback": "",
        "occurred_at": "2026-11-29T08:03:50Z",
    }
    (late / "result.json").write_text(json.dumps(result))
    build_site(tmp_path / "trials", out, pm)
    pages = {p.parent.name: p.read_text() for p in (out / "trial").glob("*/index.html")}
    assert 'id="outcome">timed out<' in pages["timed-out"] and "✗ failed" not in pages["timed-out"]
    assert (
        '<td data-label="outcome">timed out</td>' in (out / "index.html").read_text()
    )  # as the index says it
    oracle = [p for p in pages.values() if "Reference run: the oracle was given" in p]
    assert len(oracle) == 1 and "withheld from the agent's workspace" not in oracle[0]
    others = [p for p in pages.values() if "Reference run" not in p]
    # Each says what its record holds: run here (tests/ and solution/ withheld), or imported.
    assert all(("Worked from the instruction alone" in p) != ("Imported from" in p) for p in others)
    assert len(others) == 5 and "Imported from recorded-page" in pages[SEED.name]
    task = (out / "task" / "reverse-engineer-objectives" / "index.html").read_text()
    assert 'id="posterior-y"' in task and ">density</text>" in task
    labels = re.findall(r'<text class="col[^"]*"[^>]*>([^<]*)<title>([^ <]*)', task)
    assert labels and all(shown == full for shown, full in labels)


@pytest.mark.slow
def test_the_oracle_page_does_not_contradict_itself(tmp_path):
    """A real oracle trial runs solution/solve.sh: its page never says the solution was withheld
    or that no recorded action read it."""
    from tests.conftest import TASK_NAME

    trials, out = tmp_path / "trials", tmp_path / "site"
    run = run_cli("run", TASK_NAME, "--agent", "oracle", "--trials-dir", str(trials))
    assert run.returncode == 0, run.stderr
    assert run_cli("site", "--trials", str(trials), "--out", str(out)).returncode == 0
    (page,) = [p.read_text() for p in (out / "trial").glob("*/index.html")]
    assert "solution/solve.sh" in page  # the evidence: it ran the solution
    assert "no recorded action read" not in page and "withheld from the agent" not in page
    assert "Reference run: the oracle was given the task's solution/" in page
