"""The served oracle's call log read as records: a broken line costs that line, not the log."""

from __future__ import annotations

import json

import pytest

from syncvals_plugin.records.oracle_calls import log_lines, parse_oracle_calls
from syncvals_plugin.records.trial import TrialFormatError


def _line(seq: int, function: str = "entropy", outcome: str = "ok") -> str:
    return json.dumps(
        {"seq": seq, "t": 1.0 + seq, "function": function, "outcome": outcome, "ms": 0.5}
    )


def test_a_cut_last_line_and_a_garbled_middle_line_cost_only_themselves() -> None:
    good = [_line(i) for i in range(1, 6)]
    text = "\n".join([*good[:2], '{"seq": 3, "t": 4.0, "funct', *good[2:], _line(6)[:30]])
    calls, broken = log_lines(text, "agent/oracle-calls.jsonl")
    assert [c.seq for c in calls] == [1, 2, 3, 4, 5]
    assert [b.split(": not")[0] for b in broken] == [
        "agent/oracle-calls.jsonl:3",
        "agent/oracle-calls.jsonl:7",
    ]


def test_the_strict_reader_names_the_first_broken_line() -> None:
    with pytest.raises(TrialFormatError, match=r"log:2: not an oracle call"):
        parse_oracle_calls(_line(1) + "\nnot json\n" + _line(3), "log")
    assert [c.seq for c in parse_oracle_calls(_line(1) + "\n\n" + _line(2), "log")] == [1, 2]
