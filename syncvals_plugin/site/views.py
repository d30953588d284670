"""View models: plain dicts a template renders, built by small pure functions over trial records.

Every string that came from a trial passes through :func:`clean`, and reaches a page only through
the templates' autoescaping: nothing here makes HTML (``tests/site/test_no_html_in_code.py``), so
agent output is always data, never markup.
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
import shlex
from collections import Counter
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import Any

from syncvals_plugin.classifier import function_failures, pass_rate, seed_note
from syncvals_plugin.records.atif import ObservationResult, Step, ToolCall, message_text
from syncvals_plugin.records.paths import TrialPaths
from syncvals_plugin.records.trial import (
    TRIAL_SOURCE,
    Classification,
    TrialRecord,
    agent_name,
    is_reference_run,
    passes,
)

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
SHOW_CHARS = 20_000
TAIL_CHARS = 2_000
COLLAPSE_LINES = 6
"""Longer blocks start collapsed: the page opens as an overview, details one click away."""


_DIRTY = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")
"""Anything :func:`clean` changes: control characters (ANSI escapes start with one) and lone
surrogates.  Most text has none, and one search then settles it."""


_SHOWN_ASCII = bytes(range(0x20, 0x7F)) + b"\t\n\r"
"""The ASCII bytes :func:`clean` keeps as they are."""


SHORT_TEXT = 80
"""Text up to this length is cleaned once per process (:func:`clean`)."""


def clean(text: Any) -> str:
    """Text safe to show: ANSI escapes removed, other control characters and bad code points replaced."""
    if type(text) is str and len(text) <= SHORT_TEXT:
        return _clean_short(text)
    return _clean(text)


@functools.lru_cache(maxsize=16384)
def _clean_short(text: str) -> str:
    # Short values recur across a job's trials and pages (function names, their families and
    # first failures, tool names, verdicts, agents): each is cleaned once.
    return _clean(text)


def _clean(text: Any) -> str:
    text = "" if text is None else str(text)
    if text.isascii():
        # Most text is ASCII: deleting every byte that is fine in C settles it, several times
        # faster than the search below (a page cleans hundreds of values).
        if not text.encode("ascii").translate(None, _SHOWN_ASCII):
            return text
    elif _DIRTY.search(text) is None:
        return text
    text = ANSI.sub("", text)
    text = CONTROL.sub("\ufffd", text)
    return text.encode("utf-8", "replace").decode("utf-8")


def human_size(n: int) -> str:
    """``1536`` -> ``1.5 KB``."""
    size: float = n
    for unit in ("bytes", "KB", "MB", "GB"):
        if size < 1024 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} bytes"


def block(text: Any, label: str = "output", cls: str = "") -> dict:
    """A text block: shown whole when short, collapsed behind its ``label`` and size when long,
    cut in the middle when huge; ``cls`` says what it holds (the page's colours)."""
    return _cleaned_block(clean(text), label, cls)


def _cleaned_block(text: str, label: str = "output", cls: str = "") -> dict:
    # :func:`block` of text :func:`clean` already returned (a step's message is cleaned once for
    # its title, its block and the comparison of the two).
    size = len(text) if text.isascii() else len(text.encode())
    shown = text
    omitted = 0
    if len(text) > SHOW_CHARS + TAIL_CHARS:
        omitted = len(text) - SHOW_CHARS - TAIL_CHARS
        shown = text[:SHOW_CHARS] + f"\n[… {human_size(omitted)} omitted …]\n" + text[-TAIL_CHARS:]
    lines = shown.count("\n") + 1
    shown_size = human_size(size)
    collapsed = lines > COLLAPSE_LINES or size > 8_000
    return {
        "text": shown,
        "size": shown_size,
        "lines": lines,
        "omitted": omitted,
        "collapsed": collapsed,
        "label": label,
        "cls": cls,
        # What a collapsed block says of itself, as one text (one value to escape, not four).
        "summary": f"{label} · {lines:d} lines · {shown_size}"
        + (" (middle omitted)" if omitted else "")
        if collapsed
        else "",
    }


def _step_title(step: Step, text: str) -> str:
    # ``text``: the step's message, cleaned.
    extra = step.extra or {}
    if extra.get("title"):
        return clean(extra["title"])
    lines = text.strip().splitlines()
    return lines[0][:120] if lines else f"Step {step.step_id}"


_OWN_INPUTS = frozenset(("command", "content", "old_string", "new_string", "path", "file_path"))
"""Arguments a call's view shows in their own place; every other is shown as an input."""


def call_view(
    call: ToolCall, result: ObservationResult | None, exit_code: Any, error: bool
) -> dict:
    """One tool call: its tool and path, its inputs, its edit (the text removed and added), its
    output, exit code and error, each value cleaned and each text a :func:`block`."""
    args = call.arguments or {}
    inputs: list[dict] = []
    path = ""
    edit = None
    if "command" in args:
        inputs.append(block(args["command"], "command", "input"))
    if "old_string" in args or "new_string" in args:
        path = clean(args.get("path") or args.get("file_path") or "")
        edit = {
            "removed": block(args.get("old_string", ""), "removed", "del"),
            "added": block(args.get("new_string", ""), "added", "add"),
        }
    elif "content" in args:
        path = clean(args.get("path") or args.get("file_path") or "")
        inputs.append(block(args["content"], "content", "input"))
    for key, value in args.items():
        if key not in _OWN_INPUTS:
            text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
            inputs.append(block(text, clean(key), "input"))
    if not path and (args.get("path") or args.get("file_path")):
        path = clean(args.get("path") or args.get("file_path"))
    output = None
    if result is not None:
        content = (
            result.content if isinstance(result.content, str) else message_text(result.content)
        )
        output = block(content, "output", "output")
    return {
        "tool": clean(call.function_name),
        "path": path,
        "inputs": inputs,
        "edit": edit,
        "exit": None if result is None or exit_code in (None, 0) else clean(exit_code),
        "output": output,
        "error": error,
    }


def _calls(step: Step) -> list[dict]:
    """Each tool call of a step with its result (:func:`call_view`)."""
    extra = step.extra or {}
    results = list(step.observation.results) if step.observation else []
    by_id = {r.source_call_id: r for r in results if r.source_call_id}
    tool_calls = step.tool_calls or []
    exit_code = extra.get("exit_code") if len(tool_calls) == 1 else None
    calls = []
    for position, call in enumerate(tool_calls):
        # Pair by id; fall back to order when ids are missing (Harbor's own logs do that).
        result = by_id.get(call.tool_call_id) or (
            results[position]
            if position < len(results) and not results[position].source_call_id
            else None
        )
        error = bool(extra.get("is_error")) or bool(
            (result.extra or {}).get("is_error") if result else False
        )
        calls.append(call_view(call, result, exit_code, error))
    return calls


def step_view(step: Step) -> dict:
    """One trajectory step: its number, who acted, title, the tools it called, its images, its
    message (a user's step keeps it as a :func:`block`: the first is the page's instruction),
    what its chip in the overview's timeline shows (the tools' names as classes, the first
    tool), and ``parts``: what its article shows, in order (:func:`step_parts`)."""
    calls = _calls(step)
    message = clean(step.text())
    title = _step_title(step, message)
    shown = message if message and not (calls and message == title) else ""
    images = step_images(step)
    source = clean(step.source)
    copied = bool(step.is_copied_context)
    tools = "".join(f" {c['tool'].lower()}" for c in calls)
    return {
        "id": f"{step.step_id:d}",  # text: written five times, escaped as text is, fastest
        "source": source,
        "title": title,
        "copied": copied,
        # The timeline chip's classes and hover text.
        "chip": f"{source}{tools}",
        "hover": f"#{step.step_id:d} {title}",
        "images": images,
        "calls": calls,
        "message": _cleaned_block(shown, "instruction")
        if shown and step.source == "user"
        else None,
        "parts": step_parts(
            block(step.reasoning_content, "reasoning", "reasoning")
            if step.reasoning_content
            else None,
            images,
            calls,
            _cleaned_block(shown, "message", "message") if shown else None,
        ),
        "first_tool": calls[0]["tool"] if calls else "",
    }


def step_parts(
    reasoning: dict | None, images: list[str], calls: list[dict], shown: dict | None
) -> list[tuple]:
    """A step's article as one flat list of ``(kind, a, b, c, d)`` the trial template draws in
    one loop, every value a loop variable (a loop per call, a macro per block and a lookup per
    value cost several times as much: a trajectory is thousands of values).  The kinds:
    ``block`` (collapsed, its class, its summary, its text: a :func:`block`), ``image`` (its
    path, its number), ``call`` (its tool, its path) and ``endcall``, ``edit``, ``added`` and
    ``endedit`` around an edit's two sides, ``exit`` (its code), ``error``."""
    parts: list[tuple] = []
    if reasoning:
        parts.append(_block_part(reasoning))
    if images:
        parts += [("image", img, number, None, None) for number, img in enumerate(images, 1)]
    for c in calls:
        parts.append(("call", c["tool"], c["path"], None, None))
        for b in c["inputs"]:
            parts.append(_block_part(b))
        if c["edit"]:
            parts += (
                _EDIT,
                _block_part(c["edit"]["removed"]),
                _ADDED,
                _block_part(c["edit"]["added"]),
                _ENDEDIT,
            )
        if c["exit"] is not None:
            parts.append(("exit", c["exit"], None, None, None))
        if c["output"]:
            parts.append(_block_part(c["output"]))
        if c["error"]:
            parts.append(_ERROR)
        parts.append(_ENDCALL)
    if shown:
        parts.append(_block_part(shown))
    return parts


_EDIT, _ADDED, _ENDEDIT, _ERROR, _ENDCALL = (
    (kind, None, None, None, None) for kind in ("edit", "added", "endedit", "error", "endcall")
)
"""The parts that carry no value (one tuple each, shared)."""


def _block_part(b: dict) -> tuple:
    return ("block", b["collapsed"], b["cls"], b["summary"], b["text"])


def step_images(step) -> list[str]:
    """Relative paths of the images a step shows (message and observation parts), safe ones only:
    a URL, an absolute path or one that climbs out of the trial is never followed."""
    parts = list(step.message) if isinstance(step.message, list) else []
    for result in step.observation.results if step.observation else []:
        if isinstance(result.content, list):
            parts += result.content
    out = []
    for part in parts:
        path = (
            str((part.source or {}).get("path", "")) if getattr(part, "type", "") == "image" else ""
        )
        pure = PurePosixPath(path)
        if path and not pure.is_absolute() and ".." not in pure.parts and "://" not in path:
            out.append(clean(pure.as_posix()))
    return out


def rerun_command(trial: TrialRecord) -> str | None:
    """The command that runs this trial again: ``syncvals run`` with the same agent, options and
    fault for SyncVals' trials, ``harbor trial start -c …/config.json`` for Harbor's."""
    config = trial.config
    if config is not None and config.source == "syncvals":
        words = ["syncvals", "run", config.task, "--agent", config.agent]
        for key, value in sorted(config.agent_options.items()):
            words += ["--agent-opt", f"{key}={value}"]
        if config.injected_fault:
            words += ["--inject-fault", config.injected_fault]
        return " ".join(shlex.quote(w) for w in words)
    if trial.harbor_config is not None:
        folder = str(trial.path) if trial.path else trial.name
        return f"harbor trial start -c {shlex.quote(folder + '/' + TrialPaths.CONFIG)}"
    return None


DIFF_STARTS = (("+++", "meta"), ("---", "meta"), ("+", "add"), ("-", "del"), ("@@", "hunk"))
"""How a unified diff's line starts and what it is, in order: file names (``meta``), an added, a
removed line, a hunk header; every other line is context (``ctx``)."""


def diff_lines(diff: str) -> list[tuple[str, str]]:
    """A unified diff (cleaned text) as ``(kind, lines)`` per run of lines of one kind
    (:data:`DIFF_STARTS`), the run's lines joined by newlines (the template gives each run one
    span: a diff is thousands of lines, and a value per line cost most of a page)."""
    runs: list[tuple[str, list[str]]] = []
    last = ""
    run: list[str] = []
    for line in diff.splitlines():
        first = line[:1]
        if first == "+":
            kind = "meta" if line.startswith("+++") else "add"
        elif first == "-":
            kind = "meta" if line.startswith("---") else "del"
        elif first == "@" and line.startswith("@@"):
            kind = "hunk"
        else:
            kind = "ctx"
        if kind != last:
            run = []
            runs.append((kind, run))
            last = kind
        run.append(line)
    return [(kind, "\n".join(lines)) for kind, lines in runs]


def trial_view(trial: TrialRecord, task_slug: str, sections: list[dict], page: str = "") -> dict:
    """Everything a trial page shows."""
    traj = trial.trajectory
    steps = [step_view(s) for s in traj.steps] if traj else []
    calls, types, n_steps = traj.counts() if traj else (0, 0, 0)
    instruction = next((s for s in steps if s["source"] == "user"), None)
    c = trial.classification
    report = trial.report
    reward = trial.result.reward
    info = trial.result.agent_info
    return {
        "name": clean(trial.name),
        "page": page or clean(trial.name),
        "task": clean(trial.result.task_name),
        "task_slug": task_slug,
        "agent": clean(trial.agent_label),
        "model": clean(info.model_info.name)
        if info.model_info and info.model_info.name not in ("", "unknown")
        else None,
        "rerun": clean(rerun_command(trial) or ""),
        "reward": reward,
        "outcome": trial.result.outcome,
        # The trial's one outcome word (timed out, errored, ungraded, passed, failed), as the
        # index and the terminal say it; the badge's class is its slug.
        "status": trial.result.outcome.replace(" ", "-"),
        "reference": agent_name(trial) if is_reference_run(trial) else None,
        "classification": None if c is None else classification_view(c),
        "counts": f"{calls} tool calls · {types} tool types · {n_steps} steps",
        "instruction": instruction,
        "notes": clean(trial.trajectory.notes or "") if trial.trajectory else "",
        "steps": [s for s in steps if s is not instruction],
        # What the template's loops draw, as tuples of loop variables (no lookup per value):
        # each step's article, and every step's chip in the timeline (the user's message, step 1,
        # included).
        "articles": [
            (s["source"], s["id"], s["title"], s["copied"], s["parts"])
            for s in steps
            if s is not instruction
        ],
        "timeline": [(s["chip"], s["id"], s["hover"], s["first_tool"]) for s in steps],
        "diff": diff_lines(clean(trial.diff or "")),
        "stdout": block(trial.stdout, "verifier output", "stdout")
        if trial.stdout is not None
        else None,
        "functions": [_function_view(f) for f in report.functions] if report else [],
        "sandbox": clean(
            f"{report.sandbox.mode}"
            + (" (weaker than bubblewrap)" if report.sandbox.weaker else "")
        )
        if report and report.sandbox
        else None,
        "sections": sections,
        "date": clean((trial.result.started_at or "")[:19].replace("T", " ")),
        **record_statements(trial),
    }


def record_statements(trial: TrialRecord) -> dict[str, str | None]:
    """What a trial page states of the run, each only as far as the record holds it: the
    exception it raised, where the reward comes from, whether the agent worked without tests/ and solution/ (SyncVals' runner
    withholds them; an imported trial's record cannot say), and what its diff covers."""
    report, reward = trial.report, trial.result.reward
    if reward is None:
        said = "No reward is recorded: the trial was not graded."
    elif report is not None:
        said = (
            f"Reward {reward:g}, from the verifier's report ({report.passed} of {report.total} "
            "functions agree); a trial passes at reward 1."
        )
    else:
        said = f"Reward {reward:g}, as the trial's result.json records it; a trial passes at 1."
    name = clean(trial.artifact_name or "the submission")
    if trial.diff is None:
        diff = "No diff is recorded: the trial holds no submitted file."
    else:
        diff = f"No change to {name}: the file submitted is the task's stub as given."
    imported = trial.result.source != TRIAL_SOURCE
    info = trial.result.exception_info
    return {
        "exception": clean(f"{info.exception_type}: {info.exception_message}") if info else None,
        "reward_statement": clean(said),
        "imported_from": clean(trial.result.source or "another runner") if imported else "",
        "diff_scope": f"{name} against the task's stub",
        "diff_empty": diff,
    }


def classification_view(c: Classification) -> dict:
    """A classification as the trial page shows it: the verdict, its evidence, the other
    readings the rules had, and each judge's opinion apart."""
    return {
        "verdict": clean(c.verdict),
        "subtype": clean(c.subtype or ""),
        "description": clean(c.description),
        "evidence": [
            {"source": clean(e.source), "step_id": e.step_id, "quote": clean(e.quote)}
            for e in c.evidence
        ],
        "root_cause": clean(c.root_cause),
        "recommendation": clean(c.recommendation),
        "source": clean(c.source),
        "alternatives": [
            {
                "verdict": clean(a.get("verdict")),
                "subtype": clean(a.get("subtype")),
                "source": clean(a.get("source", a.get("rule", ""))),
            }
            for a in c.alternatives
            if a.get("kind") != "judge"
        ],
        "judges": [
            {
                "verdict": clean(a.get("verdict")),
                "subtype": clean(a.get("subtype")),
                "source": clean(a.get("source", "judge")),
                "description": clean(a.get("description", "")),
                "agrees": (a.get("extra") or {}).get("agrees"),
                "dropped": (a.get("extra") or {}).get("dropped_quotes", 0),
            }
            for a in c.alternatives
            if a.get("kind") == "judge"
        ],
    }


def _function_view(f) -> dict:
    # One cell of the trial page's function grid: its failing families and first failure on
    # hover (``title``).
    name, families = clean(f.name), [clean(x) for x in f.failed_families]
    reason = clean(f.first_failure or f.reason)
    return {
        "name": name,
        "passed": f.passed,
        "families": families,
        "reason": reason,
        "title": name if f.passed else f"{name}: {', '.join(families)} · {reason}",
    }


def index_row(trial: TrialRecord, task_slug: str, page: str) -> dict:
    """One line of the index (``page``: the trial's page folder, a safe name)."""
    report, c, info = trial.report, trial.classification, trial.result.agent_info
    agent = trial.agent_label
    return {
        "name": clean(trial.name),
        "page": page,
        "task": clean(trial.result.task_name),
        "task_slug": task_slug,
        "agent": clean(agent),
        "model": clean(info.model_info.name if info.model_info else ""),
        "reward": "" if trial.result.reward is None else f"{trial.result.reward:g}",
        "outcome": trial.result.outcome,
        "functions": f"{report.passed}/{report.total}" if report else "",
        "passed_count": report.passed if report else -1,
        "verdict": clean(c.verdict if c else ""),
        "subtype": clean(c.subtype if c else ""),
        "date": clean((trial.result.started_at or "")[:16].replace("T", " ")),
    }


FAILURE_LINKS = 12
"""Trials linked per failing function on the task page; the rest are counted (a big job fails a
function in thousands of trials, and the index filters them)."""


def task_view(
    slug: str,
    spec,
    trials: list[dict],
    instruction: str,
    files: list[dict],
    remember: Remember | None = None,
) -> dict:
    """The task page from trial summaries: pass rates (agents and baselines apart), the verdict
    mix, per-function failures among trials that implemented the function, and the posterior.
    The two that cost most over a big job (the failure counts, the posterior's interval) are
    made through ``remember`` (:data:`Remember`: a rebuild passes one that gives the last
    build's for the same key).  The function x trial grid is apart (:func:`function_grid`)."""
    remember = remember or _made
    graded = [t for t in trials if t["reward"] is not None]
    verdicts = Counter((t["verdict"], t["subtype"] or "") for t in trials if t["verdict"])
    table = failure_table(graded, remember)
    # The agents' pass rate as everywhere (records.trial.rate_outcome); the baselines apart.
    agents = [t for t in trials if t["rate"] in ("pass", "fail")]
    baselines = [t for t in graded if t["baseline"]]
    rates = {
        "agents": f"{sum(1 for t in agents if t['rate'] == 'pass')}/{len(agents)}"
        if agents
        else "-",
        "baselines": f"{sum(1 for t in baselines if passes(t['reward']))}/{len(baselines)}"
        if baselines
        else "-",
    }
    seeds = {t.get("seed") for t in graded} - {None}
    if len(seeds) > 1:  # never pooled without a word (as ``summarize`` says it)
        rates["agents"] += f" ({seed_note(len(seeds))})"
    return {
        "slug": clean(slug),
        "name": clean(spec.full_name if spec else slug),
        "description": clean(spec.description if spec else ""),
        "instruction": block(instruction, "instruction"),
        "files": files,
        "trials": len(trials),
        "graded": len(graded),
        "rates": rates,
        "mean_reward": f"{sum(t['reward'] for t in graded) / len(graded):.3g}" if graded else "-",
        "verdicts": [
            {"verdict": clean(v), "subtype": clean(sub), "count": n}
            for (v, sub), n in verdicts.most_common()
        ],
        "verdict_bar": verdict_bar(verdicts),
        "failures": table,
        "posterior": _posterior(
            len(agents), sum(1 for t in agents if t["rate"] == "pass"), remember
        ),
    }


Remember = Callable[[str, Any, Callable[[], Any]], Any]
"""``remember(part, key, make)``: ``make()``, or what it made in the last build for the same
``part`` and ``key`` (JSON data both)."""


def _made(part: str, key: Any, make: Callable[[], Any]) -> Any:
    # The default :data:`Remember`: nothing kept, everything made.
    return make()


def failure_key(names: list[str], cells: str, failures: str) -> str:
    """What :func:`failure_table` reads of a trial (its summary's ``fkey``), hashed: the table
    of a task's trials is the same while theirs are, in the same order.  ``failures``: each
    failing function's failed case families, as JSON text."""
    text = json.dumps([names, cells, failures], ensure_ascii=False, separators=(",", ":"))
    return hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=10).hexdigest()


def failure_table(graded: list[dict], remember: Remember = _made) -> list[dict]:
    """Per failing function: in how many graded trials it failed, of those that implemented it,
    in which case families, and the first trials it failed in; worst rate first (the count of
    ``summarize``: :func:`~syncvals_plugin.classifier.summary.function_failures`).  The counts
    are made through ``remember``, keyed by the trials' :func:`failure_key` in order; the
    trials linked are named as they are now."""
    key = hashlib.blake2b("".join(t["fkey"] for t in graded).encode(), digest_size=16)
    counted = remember("failures", key.hexdigest(), lambda: _failure_counts(graded))
    return [
        {
            "name": name,
            "count": failed,
            "of": tried,
            "text": text,
            "families": families,
            "trials": [
                {"name": graded[i]["row"]["page"], "agent": clean(graded[i]["row"]["agent"])}
                for i in linked
            ],
            "more": failed - len(linked),
        }
        for name, failed, tried, text, families, linked in counted
    ]


def _failure_counts(graded: list[dict]) -> list[list]:
    # :func:`failure_table`'s rows as JSON data, the trials each links by position in ``graded``.
    rows = [(t["names"], t["cells"], json.loads(t["failures"])) for t in graded]
    return [
        [
            clean(f.name),
            f.failed,
            f.tried,
            f.text(),
            ", ".join(f"{clean(k)} ({v})" for k, v in f.families.most_common()),
            f.trials,
        ]
        for f in function_failures(rows, keep=FAILURE_LINKS)
    ]


_STATES = {"p": "pass", "f": "fail", "s": "stub", "r": "rejected"}


def function_states(summary: dict) -> dict[str, str]:
    """A trial summary's functions by name: ``pass``, ``fail``, ``stub`` (not implemented) or
    ``rejected`` (the whole submission was refused before any function ran)."""
    return {n: _STATES[c] for n, c in zip(summary["names"], summary["cells"], strict=False)}


# ---------------------------------------------------------------- pictures (inline SVG data)

GRID_COLUMNS = 120
"""At most this many trials (the last ones) are drawn in the function × trial grid."""
GRID_HEADER = 90
"""Least room above the grid for its column labels (each trial's agent, slanted)."""
GRID_CHAR_PX = 5.5
"""The widest a character of a column label (9 px sans-serif) is drawn, in pixels."""
VERDICT_ORDER = ("GOOD_SUCCESS", "BAD_SUCCESS", "GOOD_FAILURE", "BAD_FAILURE", "HARNESS_ERROR")


def verdict_bar(verdicts: Counter, width: float = 600.0) -> list[dict]:
    """Segments of a stacked bar of the verdict mix: ``x``, ``width``, verdict, count, share."""
    totals: Counter[str] = Counter()
    for (verdict, _), n in verdicts.items():
        totals[verdict] += n
    total = sum(totals.values())
    segments, x = [], 0.0
    for verdict in sorted(
        totals, key=lambda v: VERDICT_ORDER.index(v) if v in VERDICT_ORDER else 9
    ):
        w = width * totals[verdict] / total
        segments.append(
            {
                "verdict": clean(verdict),
                "count": totals[verdict],
                "x": round(x, 2),
                "width": round(w, 2),
                "share": f"{totals[verdict] / total:.0%}",
            }
        )
        x += w
    return segments


def grid_trials(trials: list[dict]) -> tuple[list[dict], int]:
    """The trials the function x trial grid draws, and how many earlier ones it only counts:
    the last :data:`GRID_COLUMNS` graded trials with a report (a readable picture).  The grid
    reads nothing of the others, and of these only their ``names``, ``cells``, ``name``,
    ``baseline`` and row's ``agent`` (:func:`grid_key`)."""
    everyone = [t for t in trials if t["reward"] is not None and t["cells"]]
    drawn = everyone[-GRID_COLUMNS:]
    return drawn, len(everyone) - len(drawn)


def grid_key(drawn: list[dict], hidden: int) -> list:
    """Everything :func:`function_grid` reads of the trials it is given (from
    :func:`grid_trials`): the same key, the same grid."""
    return [
        hidden,
        [[t["name"], t["row"]["agent"], t["baseline"], t["names"], t["cells"]] for t in drawn],
    ]


def function_grid(graded: list[dict], hidden: int) -> dict:
    """A function × trial grid: one row per function (sorted by failure rate among the trials
    that implemented it), one column per graded trial, each cell pass / fail / not implemented
    (``graded`` and ``hidden``: :func:`grid_trials`)."""
    states = [function_states(t) for t in graded]
    names = list(dict.fromkeys(n for t in graded for n in t["names"]))
    rows: list[dict[str, Any]] = []
    for name in names:
        cells, tried, failed = [], 0, 0
        for known in states:
            state = known.get(name, "absent")
            if state in ("pass", "fail"):
                tried += 1
                failed += state == "fail"
            cells.append(state)
        rate = failed / tried if tried else 0.0
        rows.append({"name": clean(name), "cells": cells, "rate": round(rate, 3), "tried": tried})
    rows.sort(key=lambda r: (-r["rate"], r["name"]))
    columns = [
        {"name": clean(t["name"]), "agent": clean(t["row"]["agent"]), "baseline": t["baseline"]}
        for t in graded
    ]
    # Room for the longest label, slanted at 60 degrees: up above the grid, and right past its
    # last column (a label cut short made two probers read alike).
    longest = max((len(c["agent"]) for c in columns), default=0) * GRID_CHAR_PX
    cell, label = GRID_CELL, 170
    header = max(GRID_HEADER, math.ceil(longest * 0.87) + 10)
    who = [f"{c['agent']} ({c['name']})" for c in columns]
    for number, r in enumerate(rows):
        unknown = set(r["cells"]) - GRID_STATES
        if unknown:
            raise ValueError(f"unknown grid cell states {sorted(unknown)}")
        # Where the template draws it, and what each cell says on hover.
        r["y"] = header + number * cell
        r["title"] = (
            f"{r['name']}: failed in {int(round(r['rate'] * 100))}% of {r['tried']:d} trials "
            "that implemented it"
        )
        r["cells"] = [
            (state, str(label + i * cell), f"{r['name']} · {who[i]}: {state}")
            for i, state in enumerate(r["cells"])
        ]
    for i, c in enumerate(columns):
        c["x"] = f"{label + i * cell + cell / 2:g}"
        c["title"] = who[i]
    return {
        "columns": columns,
        "rows": rows,
        "cell": cell,
        "label": label,
        "header": header,
        "right": math.ceil(longest * 0.5) + 4,
        "hidden": hidden,
    }


GRID_CELL = 14
"""A grid cell's size in pixels, its square 2 less (written as such in ``macros.html``)."""
GRID_STATES = frozenset({"pass", "fail", "stub", "rejected", "absent"})
"""What a grid cell can be (written into a class attribute as it is)."""


def _posterior(graded: int, passed: int, remember: Remember) -> dict | None:
    # :func:`posterior_plot`, through ``remember``: its credible interval is 20,000 points
    # integrated in Python (6.6 ms of a fresh process's rebuild of 1,000 trials).
    return remember("posterior", [graded, passed], lambda: posterior_plot(graded, passed))


def posterior_plot(graded: int, passed: int, width: int = 480, height: int = 170) -> dict | None:
    """The pass-rate posterior Beta(1 + passed, 1 + failed) (the computation ``calibrate`` and
    ``summarize`` share) as an SVG polyline, its 90% interval and its mean, over an axis with
    ticks at every quarter and a label."""
    if not graded:
        return None
    rate = pass_rate(graded, passed)
    a, b = 1 + passed, 1 + graded - passed
    log_norm = math.lgamma(a) + math.lgamma(b) - math.lgamma(a + b)
    xs = [(i + 0.5) / 200 for i in range(200)]
    ys = [math.exp((a - 1) * math.log(x) + (b - 1) * math.log(1 - x) - log_norm) for x in xs]
    top = max(ys)
    plot = height - 34  # the axis, its tick labels and its title below the curve
    points = " ".join(
        f"{x * width:.1f},{plot - (y / top) * (plot - 8):.1f}" for x, y in zip(xs, ys, strict=True)
    )
    low, high = rate.interval_90
    ticks = [
        {
            "x": round(q * width, 1),
            "label": f"{q:g}",
            "anchor": "start" if q == 0 else "end" if q == 1 else "middle",
        }
        for q in (0, 0.25, 0.5, 0.75, 1)
    ]
    return {
        "points": points,
        "width": width,
        "left": 20,  # room for the y axis's label
        "height": height,
        "plot_height": plot,
        "ticks": ticks,
        "band_x": round(low * width, 1),
        "band_width": round((high - low) * width, 1),
        "mean_x": round(rate.mean * width, 1),
        "text": clean(rate.text()),
    }
