"""View models: plain dicts a template renders, built by small pure functions over trial records.

Every string that came from a trial passes through :func:`clean`, and templates autoescape, so
agent output is always data, never markup.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import PurePosixPath
from typing import Any

from syncvals_plugin.records.atif import Step, message_text
from syncvals_plugin.records.trial import TrialRecord, passes

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
SHOW_CHARS = 20_000
TAIL_CHARS = 2_000
COLLAPSE_LINES = 30


def clean(text: Any) -> str:
    """Text safe to show: ANSI escapes removed, other control characters and bad code points replaced."""
    text = "" if text is None else str(text)
    text = ANSI.sub("", text)
    text = CONTROL.sub("\ufffd", text)
    return text.encode("utf-8", "replace").decode("utf-8")


def human_size(n: int) -> str:
    """``1536`` -> ``1.5 KB``."""
    for unit in ("bytes", "KB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n} bytes"


def block(text: Any) -> dict:
    """A text block: shown whole when short, collapsed when long, cut in the middle when huge."""
    text = clean(text)
    size = len(text.encode())
    shown = text
    omitted = 0
    if len(text) > SHOW_CHARS + TAIL_CHARS:
        omitted = len(text) - SHOW_CHARS - TAIL_CHARS
        shown = text[:SHOW_CHARS] + f"\n[… {human_size(omitted)} omitted …]\n" + text[-TAIL_CHARS:]
    lines = shown.count("\n") + 1
    return {
        "text": shown,
        "size": human_size(size),
        "lines": lines,
        "omitted": omitted,
        "collapsed": lines > COLLAPSE_LINES or size > 8_000,
    }


def _step_title(step: Step) -> str:
    extra = step.extra or {}
    if extra.get("title"):
        return clean(extra["title"])
    text = clean(step.text()).strip().splitlines()
    return text[0][:120] if text else f"Step {step.step_id}"


def _call_view(call, result) -> dict:
    args = call.arguments or {}
    name = call.function_name
    view = {
        "tool": clean(name),
        "inputs": [],
        "output": None,
        "exit_code": None,
        "error": False,
        "path": "",
        "edit": None,
    }
    if "command" in args:
        view["inputs"].append({"label": "command", "code": block(args["command"])})
    if "old_string" in args or "new_string" in args:
        view["path"] = clean(args.get("path") or args.get("file_path") or "")
        view["edit"] = {
            "removed": block(args.get("old_string", "")),
            "added": block(args.get("new_string", "")),
        }
    elif "content" in args:
        view["path"] = clean(args.get("path") or args.get("file_path") or "")
        view["inputs"].append({"label": "content", "code": block(args["content"])})
    for key, value in args.items():
        if key not in ("command", "content", "old_string", "new_string", "path", "file_path"):
            view["inputs"].append(
                {
                    "label": clean(key),
                    "code": block(
                        value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
                    ),
                }
            )
    if not view["path"] and (args.get("path") or args.get("file_path")):
        view["path"] = clean(args.get("path") or args.get("file_path"))
    if result is not None:
        content = (
            result.content if isinstance(result.content, str) else message_text(result.content)
        )
        view["output"] = block(content)
    return view


def step_view(step: Step) -> dict:
    """One trajectory step: anchor, title, tool calls with inputs and outputs, errors and exit codes."""
    extra = step.extra or {}
    results = list(step.observation.results) if step.observation else []
    by_id = {r.source_call_id: r for r in results if r.source_call_id}
    calls = []
    for position, call in enumerate(step.tool_calls or []):
        # Pair by id; fall back to order when ids are missing (Harbor's own logs do that).
        result = by_id.get(call.tool_call_id) or (
            results[position]
            if position < len(results) and not results[position].source_call_id
            else None
        )
        view = _call_view(call, result)
        view["exit_code"] = extra.get("exit_code") if len(step.tool_calls) == 1 else None
        view["error"] = bool(extra.get("is_error")) or bool(
            (result.extra or {}).get("is_error") if result else False
        )
        calls.append(view)
    message = clean(step.text())
    return {
        "id": step.step_id,
        "source": step.source,
        "title": _step_title(step),
        "calls": calls,
        "message": block(message)
        if message and not (calls and message == _step_title(step))
        else None,
        "reasoning": block(step.reasoning_content) if step.reasoning_content else None,
        "copied": bool(step.is_copied_context),
        "timestamp": clean(step.timestamp or ""),
        "images": step_images(step),
    }


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


def diff_lines(diff: str | None) -> list[dict]:
    """The unified diff as coloured lines."""
    out = []
    for line in clean(diff or "").splitlines():
        kind = (
            "meta"
            if line.startswith(("---", "+++"))
            else "hunk"
            if line.startswith("@@")
            else "add"
            if line.startswith("+")
            else "del"
            if line.startswith("-")
            else "ctx"
        )
        out.append({"kind": kind, "text": line})
    return out


def trial_view(trial: TrialRecord, task_slug: str, sections: list[dict]) -> dict:
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
        "task": clean(trial.result.task_name),
        "task_slug": task_slug,
        "agent": clean(info.name),
        "model": clean(info.model_info.name if info.model_info else "unknown"),
        "reward": reward,
        "outcome": trial.result.outcome,
        "status": "passed" if passes(reward) else "failed" if reward is not None else "ungraded",
        "classification": None
        if c is None
        else {
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
            ],
        },
        "counts": f"{calls} tool calls · {types} tool types · {n_steps} steps",
        "instruction": instruction,
        "notes": clean(trial.trajectory.notes or "") if trial.trajectory else "",
        "steps": [s for s in steps if s is not instruction],
        "diff": diff_lines(trial.diff),
        "stdout": block(trial.stdout) if trial.stdout is not None else None,
        "functions": [
            {
                "name": clean(f.name),
                "passed": f.passed,
                "families": [clean(x) for x in f.failed_families],
                "reason": clean(f.first_failure or f.reason),
            }
            for f in report.functions
        ]
        if report
        else [],
        "sandbox": clean(
            f"{report.sandbox.mode}"
            + (" (weaker than bubblewrap)" if report.sandbox.weaker else "")
        )
        if report and report.sandbox
        else None,
        "exception": clean(
            f"{trial.result.exception_info.exception_type}: "
            f"{trial.result.exception_info.exception_message}"
        )
        if trial.result.exception_info
        else None,
        "sections": sections,
        "date": clean(trial.result.started_at or ""),
    }


def index_row(trial: TrialRecord, task_slug: str) -> dict:
    """One line of the index."""
    report, c, info = trial.report, trial.classification, trial.result.agent_info
    agent = trial.agent_label
    return {
        "name": clean(trial.name),
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
        "date": clean((trial.result.started_at or "")[:19].replace("T", " ")),
    }


def task_view(slug: str, spec, trials: list[dict], instruction: str, files: list[dict]) -> dict:
    """The task page from trial summaries: pass rate, verdict mix, per-function failures."""
    graded = [t for t in trials if t["reward"] is not None]
    passed = sum(1 for t in graded if passes(t["reward"]))
    verdicts = Counter((t["verdict"], t["subtype"] or "") for t in trials if t["verdict"])
    failures: dict[str, dict] = {}
    for t in trials:
        for name, families in t["failures"].items():
            entry = failures.setdefault(
                name, {"name": clean(name), "count": 0, "families": Counter(), "trials": []}
            )
            entry["count"] += 1
            entry["families"].update(families)
            entry["trials"].append(clean(t["name"]))
    table = sorted(failures.values(), key=lambda e: (-e["count"], e["name"]))
    for entry in table:
        entry["families"] = ", ".join(
            f"{clean(k)} ({v})" for k, v in entry["families"].most_common()
        )
    return {
        "slug": clean(slug),
        "name": clean(spec.full_name if spec else slug),
        "description": clean(spec.description if spec else ""),
        "instruction": block(instruction),
        "files": files,
        "trials": len(trials),
        "graded": len(graded),
        "passed": passed,
        "pass_rate": f"{passed / len(graded):.0%}" if graded else "-",
        "mean_reward": f"{sum(t['reward'] for t in graded) / len(graded):.3g}" if graded else "-",
        "verdicts": [
            {"verdict": clean(v), "subtype": clean(sub), "count": n}
            for (v, sub), n in verdicts.most_common()
        ],
        "failures": table,
    }
