"""Names from records are data: the one function that makes a safe folder name of any text, and the
one check that a target lies inside its output folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from syncvals_plugin.records.names import (
    MAX_NAME_BYTES,
    UnsafePathError,
    free_name,
    inside,
    name_note,
    safe_component,
)
from syncvals_plugin.records.store import read_trial, write_trial

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"

HOSTILE = {
    "traversal": "../../../somewhere",
    "absolute": "/etc/cron.d/owned",
    "dot": ".",
    "dotdot": "..",
    "empty": "",
    "blank": "   ",
    "nul": "a\x00b",
    "control": "line\nbreak\x1b[31mred\x07",
    "bidi": "evil\u202egnp.exe",
    "backslash": "..\\..\\windows",
    "surrogate": "bad \udcff byte",
    "hidden": ".incomplete-trial",
    "long": "x" * 400,
    "long-utf8": "é" * 300,
}


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_name_becomes_one_safe_component(text):
    name = safe_component(text)
    assert name and name not in (".", "..")
    assert "/" not in name and "\\" not in name and "\x00" not in name
    assert all(ch.isprintable() for ch in name)
    assert not name.startswith(".")
    assert len(name.encode("utf-8")) <= MAX_NAME_BYTES
    name.encode("utf-8")  # no lone surrogate: every file system can hold it
    assert os.path.basename(name) == name and os.path.normpath(name) == name
    assert safe_component(name) == name  # a safe name is kept as it is
    assert safe_component(text) == name  # pure: the same text, the same name


def test_a_safe_name_is_kept_and_distinct_names_stay_distinct():
    for name in ("trial_cbd646ceeaba4a90", "hello-world__partial shot", "Ünïcode-name"):
        assert safe_component(name) == name
    names = {safe_component(t) for t in HOSTILE.values()}
    assert len(names) == len(HOSTILE)
    # Two long names that share their first hundred bytes are two names.
    assert safe_component("y" * 200 + "a") != safe_component("y" * 200 + "b")
    # A changed name never equals the text it was made from, nor a plain cut of it.
    assert safe_component("../x") != "_._x"


def test_inside_refuses_every_way_out(tmp_path):
    out = tmp_path / "out"
    (out / "sub").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    (out / "link").symlink_to(tmp_path / "elsewhere")
    assert inside(out, out / "sub" / "x") == (out / "sub" / "x").resolve()
    for target in (
        out / ".." / "x",
        out,
        out / ".",
        tmp_path / "elsewhere",
        out / "link" / "x",  # a planted link that leads out is not inside
        out / "/etc/passwd",  # an absolute part replaces the base
    ):
        with pytest.raises(UnsafePathError, match="not inside the output folder"):
            inside(out, target)


def test_collisions_get_a_suffix(tmp_path):
    (tmp_path / "job").mkdir()
    (tmp_path / "job-2").write_text("")
    assert free_name(tmp_path, "job") == "job-3"
    assert free_name(tmp_path, "other", taken={"other"}) == "other-2"
    long = "z" * MAX_NAME_BYTES
    (tmp_path / long).mkdir()
    assert len(free_name(tmp_path, long).encode()) <= MAX_NAME_BYTES


def test_the_note_names_the_record_the_field_and_both_names():
    assert name_note("jobs/a", "trial_name", "ok", "ok") is None
    note = name_note("jobs/a", "result.json trial_name", "../x", safe_component("../x"))
    assert note.startswith("jobs/a: result.json trial_name '../x' is not a safe file name")
    assert safe_component("../x") in note


@pytest.mark.parametrize("text", HOSTILE.values(), ids=HOSTILE.keys())
def test_write_trial_refuses_a_name_that_is_not_one_safe_component(tmp_path, text):
    record = read_trial(SEED)
    record.result = record.result.model_copy(update={"trial_name": text})
    record.path = None
    out = tmp_path / "deep" / "trials"
    out.mkdir(parents=True)
    with pytest.raises(UnsafePathError, match="not a safe folder name"):
        write_trial(record, out)
    assert [p.name for p in tmp_path.iterdir()] == ["deep"]
    assert list(out.iterdir()) == []
