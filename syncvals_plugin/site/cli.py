"""``syncvals site``: build the static pages."""

from __future__ import annotations

import argparse
from pathlib import Path

from syncvals_plugin import hookimpl
from syncvals_plugin.console import LazyConsole
from syncvals_plugin.records.store import writable_folder

console = LazyConsole(stderr=True)


def cmd_site(args: argparse.Namespace) -> int:
    """Build the site; warn about skipped trials; print where to open it.  Exit 1 when a trial
    was skipped (the site is built without it), as every command that reads a batch."""
    from syncvals_plugin.site.build import build_site  # Jinja2: imported only to build

    writable_folder(args.out, "site folder")

    def build(progress):
        return build_site(
            Path(args.trials),
            Path(args.out),
            args.pm,  # the command's plugins (an embedding program's too), never a default set
            incremental=not args.full,
            calibration_dir=Path(args.calibration),
            progress=progress,
        )

    if console.is_terminal:
        with console.status("building the site…") as status:
            result = build(lambda n, total: status.update(f"rendering trial {n}/{total}…"))
    else:  # a pipe, a log, CI: a line every 100 trials
        # Plain text, not read for markup or emoji: rich's emoji table alone is a tenth of a
        # one-trial rebuild of a big job, whose build times this line.
        result = build(
            lambda n, total: (
                (n % 100 == 0 or n == total)
                and console.print(
                    f"rendering trial {n}/{total}", highlight=False, markup=False, emoji=False
                )
            )
        )
    for note in result.notes:  # a name from a record that could not name a page as it was
        console.print(f"note: {note}", soft_wrap=True, highlight=False, markup=False)
    for warning in result.skipped:
        console.print(f"[yellow]warning:[/yellow] {warning}", soft_wrap=True)
    console.print(
        f"built {result.out}/index.html: {result.trials} trials ({result.rendered} rendered) "
        f"in {result.seconds:.1f} s",
        soft_wrap=True,
    )
    # The link alone on stdout, whole: a terminal makes it clickable, a script can open it.
    print((Path(result.out) / "index.html").resolve().as_uri(), flush=True)
    return 1 if result.skipped else 0  # the batch rule: a skipped trial is exit 1


@hookimpl
def syncvals_register_commands(subparsers: argparse._SubParsersAction) -> None:
    """Register ``syncvals site``."""
    p = subparsers.add_parser("site", help="build static pages for every trial, task and an index")
    p.add_argument("--trials", default="trials", help="the trials folder (never written to)")
    p.add_argument("--out", default="site", help="where the pages go")
    p.add_argument(
        "--full", action="store_true", help="re-render every trial, not only the changed ones"
    )
    p.add_argument(
        "--calibration",
        default="calibration",
        help="calibration reports to show on task pages (from `syncvals calibrate`)",
    )
    p.set_defaults(func=cmd_site)
