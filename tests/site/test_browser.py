"""The seed trial's page in a real browser (headless Chromium, from file://)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from syncvals_plugin.site.build import build_site

SEED = Path(__file__).resolve().parents[2] / "trials" / "trial_cbd646ceeaba4a90"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="chromium is not installed (.ci/run installs it)"
)


def _chromium(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_seed_page_in_chromium(tmp_path):
    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    build_site(trials, out)
    url = (out / "trial" / SEED.name / "index.html").resolve().as_uri()
    dom = _chromium(tmp_path, "--dump-dom", url).stdout
    assert re.search(r'id="counts">42 tool calls · 4 tool types · 44 steps<', dom)
    assert re.search(r'id="verdict">GOOD_FAILURE<', dom)
    assert '<span class="add">+def gae(rewards, values, next_value, gamma, lam):</span>' in dom
    assert len(re.findall(r'<li class="cell (?:pass|fail)"', dom)) == 49
    shot = tmp_path / "screenshots"  # kept with the test's temporary files, never in the repository
    shot.mkdir()
    _chromium(tmp_path, "--window-size=1280,2000", f"--screenshot={shot / 'seed-trial.png'}", url)
    assert (shot / "seed-trial.png").stat().st_size > 10_000


def test_index_sorts_and_filters_in_chromium(tmp_path):
    trials, out = tmp_path / "trials", tmp_path / "site"
    shutil.copytree(SEED, trials / SEED.name)
    build_site(trials, out)
    # Drive the page's own script: filter to nothing, then back, and sort by reward.
    probe = out / "probe.html"
    index = (out / "index.html").read_text()
    probe.write_text(
        index.replace(
            '<script src="static/site.js"></script>',
            '<script src="static/site.js"></script><script src="static/probe.js"></script>',
        )
    )
    (out / "static" / "probe.js").write_text(
        "var f=document.getElementById('filter');f.value='no-such-trial';f.dispatchEvent(new Event('input'));"
        "var a=document.getElementById('shown').textContent;f.value='';f.dispatchEvent(new Event('input'));"
        "document.querySelector('th[data-key=reward]').click();"
        "document.body.setAttribute('data-result',a+'|'+document.getElementById('shown').textContent+'|'+"
        "document.querySelector('th[data-key=reward]').className);"
    )
    dom = _chromium(tmp_path, "--dump-dom", probe.resolve().as_uri()).stdout
    assert 'data-result="0|1|asc"' in dom
