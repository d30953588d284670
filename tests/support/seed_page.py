"""The recorded trial page (``trials/seed/*.txt``) rebuilt as a trial record.

The page is the text of a rendered trial: the instruction, then each tool call as a block
(a title line for shell calls, then ``shell`` + command + ``output``; ``write · PATH`` + content;
``PATH`` + ``contents`` for a read; ``PATH`` + ``− removed``/``+ added`` for an edit), and the
closing message.  Its first three calls ran in parallel and the page printed their outputs
together; a read's own output is its numbered listing, and a shell call's is its ``[stdout]``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from syncvals_plugin.errors import SyncValsError
from syncvals_plugin.records.atif import (
    WRITE_VERSION,
    AgentInfo,
    Observation,
    ObservationResult,
    Step,
    ToolCall,
    Trajectory,
)
from syncvals_plugin.records.trial import TrialRecord

SEED_TRIAL_NAME = "trial_cbd646ceeaba4a90"
_COUNTS = re.compile(r"^\d+ tool calls · \d+ tool types · \d+ steps$")
_NUMBERED = re.compile(r"^(\d+)(\t.*)?$")


class SeedPageError(SyncValsError, ValueError):
    """The page does not have the recorded trial's structure; the message says where."""


@dataclass
class RecordedCall:
    """One tool call as the page shows it."""

    tool: str
    title: str
    arguments: dict
    output: str = ""
    exit_code: int | None = None
    is_error: bool = False
    output_recorded: bool = True


@dataclass
class SeedPage:
    """What the page records."""

    agent: str
    model: str
    instruction: str
    calls: list[RecordedCall] = field(default_factory=list)
    final_message: str = ""


def _strip_blank(lines: list[str]) -> list[str]:
    while lines and not lines[0].strip():
        lines = lines[1:]
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    return lines


def _numbered_listings(lines: list[str]) -> list[str]:
    """Every numbered listing (1, 2, 3, ...) in a block, in order."""
    listings: list[list[str]] = []
    expected = None
    for line in lines:
        match = _NUMBERED.match(line)
        if match and int(match.group(1)) == 1:
            listings.append([line])
            expected = 2
        elif match and expected is not None and int(match.group(1)) == expected:
            listings[-1].append(line)
            expected += 1
        else:
            expected = None
    return ["\n".join(listing) for listing in listings]


def parse_page(text: str) -> SeedPage:
    """Parse the page text.

    :raises SeedPageError: when the counts line, the instruction or the closing message is missing.
    """
    lines = text.splitlines()
    try:
        counts = next(i for i, line in enumerate(lines) if _COUNTS.match(line))
        end = next(i for i, line in enumerate(lines) if line.startswith("Final diff"))
    except StopIteration as exc:
        raise SeedPageError(
            "not a recorded trial page: no counts line or no 'Final diff' section"
        ) from exc
    header = next(
        (line for line in lines[:counts] if " ✗ " in line or " ✓ " in line), "unknown unknown"
    )
    agent, model = header.split()[:2]
    final_index = max(i for i in range(counts, end) if lines[i].strip())
    page = SeedPage(
        agent=agent, model=model, instruction=lines[counts + 1], final_message=lines[final_index]
    )
    body_start, body_end = counts + 2, final_index
    markers = []  # (block start, marker line, kind)
    previous_listings: list[str] = []
    position = 0
    for i in range(body_start, body_end):
        line = lines[i]
        following = next((lines[j] for j in range(i + 1, body_end) if lines[j].strip()), "")
        if line == "shell":
            markers.append((i - 2 if not lines[i - 1].strip() else i, i, "shell"))
        elif line.startswith("write · "):
            markers.append((i, i, "write"))
        elif line.startswith("/") and following == "contents":
            markers.append((i, i, "read"))
        elif line.startswith("/") and following == "− removed":
            markers.append((i, i, "edit"))
    for n, (start, at, kind) in enumerate(markers):
        stop = markers[n + 1][0] if n + 1 < len(markers) else body_end
        block = lines[at + 1 : stop]
        if kind == "shell":
            page.calls.append(_shell(lines[start] if start != at else "", block))
        elif kind == "write":
            path = lines[at][len("write · ") :]
            page.calls.append(
                RecordedCall(
                    "write",
                    f"Write {path}",
                    {"path": path, "content": "\n".join(_strip_blank(block)) + "\n"},
                    output_recorded=False,
                )
            )
        elif kind == "read":
            listings = _numbered_listings(block[block.index("contents") + 1 :]) or [""]
            # Parallel reads were printed with all their outputs merged, in call order.
            position = position + 1 if listings == previous_listings else 0
            previous_listings = listings
            listing = listings[min(position, len(listings) - 1)]
            page.calls.append(
                RecordedCall("read", f"Read {lines[at]}", {"path": lines[at]}, listing)
            )
        else:
            removed = block.index("− removed")
            added = block.index("+ added")
            new = _strip_blank(block[added + 1 :])
            page.calls.append(
                RecordedCall(
                    "edit",
                    f"Edit {lines[at]}",
                    {
                        "path": lines[at],
                        "old_string": "\n".join(block[removed + 1 : added]),
                        "new_string": "\n".join(new),
                    },
                    output_recorded=False,
                )
            )
    return page


def _shell(title: str, block: list[str]) -> RecordedCall:
    out_at = block.index("output")
    command = "\n".join(block[:out_at])
    rest = block[out_at + 1 :]
    error = "[error] tool reported failure" in rest
    exit_code = 0
    if "[stdout]" in rest:
        output = "\n".join(_strip_blank(rest[rest.index("[stdout]") + 1 :]))
    else:
        kept = [line for line in rest if line != "[error] tool reported failure"]
        if kept and kept[0].startswith("Exit code "):
            exit_code = int(kept[0].split()[-1])
            kept = kept[1:]
        output = "\n".join(_strip_blank(kept))
    if error and exit_code == 0:
        exit_code = 1
    return RecordedCall(
        "shell",
        title or "Run a command",
        {"command": command},
        output if exit_code == 0 else f"Exit code {exit_code}\n{output}",
        exit_code,
        error,
    )


def rebuild_submission(page: SeedPage, path: str = "/app/objectives.py") -> str:
    """The agent's final file: its last ``write`` of ``path`` with every later edit applied."""
    content = None
    for call in page.calls:
        if call.arguments.get("path") != path:
            continue
        if call.tool == "write":
            content = call.arguments["content"]
        elif call.tool == "edit" and content is not None:
            old, new = call.arguments["old_string"], call.arguments["new_string"]
            if old not in content:
                raise SeedPageError(
                    f"an edit of {path} does not apply: its removed text is not in the file"
                )
            content = content.replace(old, new, 1)
    if content is None:
        raise SeedPageError(f"the page never writes {path}")
    return content


def page_trajectory(page: SeedPage, session_id: str = SEED_TRIAL_NAME) -> Trajectory:
    """The page as an ATIF trajectory: the instruction, one agent step per call, the closing message."""
    agent = AgentInfo(name=page.agent, version="unknown", model_name=page.model)
    steps = [Step(step_id=1, source="user", message=page.instruction)]
    for n, call in enumerate(page.calls, 1):
        call_id = f"call_{n:02d}"
        extra: dict = {"title": call.title}
        if call.exit_code is not None:
            extra["exit_code"] = call.exit_code
        if call.is_error:
            extra["is_error"] = True
        if not call.output_recorded:
            extra["output_recorded"] = False
        steps.append(
            Step(
                step_id=len(steps) + 1,
                source="agent",
                message=call.title,
                model_name=page.model,
                tool_calls=[
                    ToolCall(
                        tool_call_id=call_id, function_name=call.tool, arguments=call.arguments
                    )
                ],
                observation=Observation(
                    results=[ObservationResult(source_call_id=call_id, content=call.output)]
                ),
                extra=extra,
            )
        )
    steps.append(
        Step(
            step_id=len(steps) + 1,
            source="agent",
            message=page.final_message,
            model_name=page.model,
        )
    )
    return Trajectory(
        schema_version=WRITE_VERSION,
        session_id=session_id,
        agent=agent,
        steps=steps,
        notes="Rebuilt from the recorded trial page; outputs of writes and edits were not recorded.",
    )


def read_page(path: Path) -> SeedPage:
    """Parse a page file."""
    return parse_page(Path(path).read_text())


def seed_trial(page_path: Path, task, pm) -> TrialRecord:
    """The recorded trial as a record: the page's trajectory, the rebuilt file, our verifier's report."""
    import tempfile

    from syncvals_plugin.records.trial import (
        HarborAgentInfo,
        HarborTrialConfig,
        ModelInfo,
        RunConfig,
        make_diff,
        new_trial_result,
    )
    from syncvals_plugin.verifier.plugin import verify

    page = read_page(page_path)
    artifact = rebuild_submission(page)
    with tempfile.TemporaryDirectory() as tmp:
        submission = Path(tmp) / task.submission_name
        submission.write_text(artifact)
        report = verify(pm, task, submission)
    report = report.model_copy(update={"submission": "/app/objectives.py", "timings_s": {}})
    result = new_trial_result(
        name=SEED_TRIAL_NAME,
        task_name=task.full_name,
        task_dir=task.directory,
        trials_dir=Path("trials"),
        source="recorded-page",
        agent=HarborAgentInfo(
            name=page.agent,
            version="unknown",
            model_info=ModelInfo(name=page.model, provider="anthropic"),
        ),
        reward=float(report.reward),
    )
    # Committed data: paths relative to the repository, never this machine's.
    relative = {"path": f"tasks/{task.directory.name}"}
    config = result.config | {"task": relative}
    result = result.model_copy(
        update={"trial_uri": f"trials/{SEED_TRIAL_NAME}", "task_id": relative, "config": config}
    )
    return TrialRecord(
        result=result,
        harbor_config=HarborTrialConfig(**result.config),
        config=RunConfig(
            task=task.name, agent=page.agent, source=f"recorded page {Path(page_path).name}"
        ),
        trajectory=page_trajectory(page),
        report=report,
        stdout=report.render(),
        artifact=artifact,
        artifact_name=task.submission_name,
        diff=make_diff(task.stub.read_text(), artifact, task.submission_name),
    )
