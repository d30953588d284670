"""Build the static trial pages: ``python scripts/build_site.py [--trials DIR] [--out DIR]``.

A thin entry point; the renderer lives in ``syncvals_plugin.site`` (also ``syncvals site``).
"""

from __future__ import annotations

import sys

from syncvals_plugin.cli import main

if __name__ == "__main__":
    sys.exit(main(["site", *sys.argv[1:]], prog="python scripts/build_site.py"))
