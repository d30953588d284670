"""The probe-coverage grid in a real browser (headless Chromium): present and whole on a phone's,
a laptop's and a wide screen's width."""

from __future__ import annotations

import html
import json
import re

import pytest

from tests.site.test_browser import CHROMIUM, FITS, SEED, _probe
from tests.site.test_probes import _log, _site

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (.ci/run installs it)"),
]

WHOLE = (
    "var t=document.getElementById('probe-grid'),w=t.parentElement,W=window.innerWidth,cut=[];"
    "[].forEach.call(t.querySelectorAll('li.probe,code'),function(e){var r=e.getBoundingClientRect();"
    "if(r.left<-1||r.right>W+1||r.width<1)cut.push(e.textContent);});"
    "document.body.setAttribute('data-result',JSON.stringify([t.querySelectorAll('li.probe').length,"
    "w.scrollWidth<=w.clientWidth+1,document.documentElement.scrollWidth<=W,cut]));"
)
"""The grid's cells and names: how many, none cut or off the page, no sideways scroll of the
grid or the page."""


@pytest.mark.parametrize("width", [400, 1400, 1920])
def test_probe_grid_is_whole_at_every_width(tmp_path, pm, width):
    out = _site(tmp_path, pm, _log())
    task = out / "task" / "reverse-engineer-objectives" / "index.html"
    for page in (out / "trial" / SEED.name / "index.html", task):
        dom = _probe(tmp_path, page, FITS, width)
        bad = json.loads(html.unescape(re.search(r'data-result="([^"]*)"', dom).group(1)))
        assert bad == [], f"{page.name} at {width} px: {bad}"
    page = out / "trial" / SEED.name / "index.html"
    dom = _probe(tmp_path, page, WHOLE, width)
    cells, fits, page_fits, cut = json.loads(
        html.unescape(re.search(r'data-result="([^"]*)"', dom).group(1))
    )
    assert cells == 11 and fits and page_fits and cut == [], (cells, fits, page_fits, cut)
