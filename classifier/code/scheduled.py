"""Commands a step leaves to run later, while the grader may run: a crontab's lines (``/etc/cron.d``
files, ``echo 'LINE' | crontab -``), what ``at`` and ``batch`` are fed, an apt hook in
``/etc/apt/apt.conf.d`` (run at the next ``apt-get``).  Their writes are judged as the step's."""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.commands import Command
from syncvals_plugin.classifier.code.words import _basename

_CRON_ROOTS = ("/etc/cron", "/var/spool/cron")
_WHEN = r"(?:@\w+|(?:[\d*/,-]+\s+){4}[\d*/,-]+)\s+"
_CRON_LINES = (
    re.compile(r"'\s*" + _WHEN + r"([^'\n]+)"),  # echo '*/2 * * * * CMD' | crontab -
    re.compile(r'"\s*' + _WHEN + r'([^"\n]+)'),
    re.compile(r"^\s*" + _WHEN + r"(.+)$", re.M),  # a crontab's own lines
)
"""A crontab's line: five time fields (or ``@reboot``), then the command (in a system crontab,
``/etc/cron.d``'s files, its user first), quoted for ``crontab`` or on a line of its own."""


_APT_HOOK = re.compile(r'(?:Pre|Post)-Invoke(?:-Success)?\s*\{\s*"((?:[^"\\]|\\.)*)"')
"""An apt hook's command (``APT::Update::Post-Invoke-Success {"CMD";};``): run at the next
``apt-get``, the grader's included."""


def scheduled_commands(
    writes: list[str], run: list[Command], text: str, files: dict[str, str]
) -> list[str]:
    """The command lines a step schedules: from the cron files and apt configuration it wrote
    (``writes``, their contents in ``files`` by base name), a ``crontab`` it ran (its own
    ``text``), and what ``at``/``batch`` were fed (``run``)."""
    texts = [  # (text, whether its lines name a user first)
        (files.get(_basename(p), ""), not p.startswith("/var/spool"))
        for p in writes
        if p.startswith(_CRON_ROOTS)
    ]
    if any(c.name == "crontab" for c in run):
        texts.append((text, False))
    commands = [c for cron, user in texts for c in _cron_commands(cron, user)]
    fed = [c for c in run if c.name in ("at", "batch")]  # at and batch run what they read
    commands += [
        " ".join(f.words[1:]) for c in fed for f in c.piped_from if f.name in ("echo", "printf")
    ]
    commands += [t for c in fed for op, t in c.redirects if op in ("<<", "<<<")]
    commands += [
        hook.replace('\\"', '"').replace("\\\\", "\\")
        for p in writes
        if p.startswith("/etc/apt/apt.conf")
        for hook in _APT_HOOK.findall(files.get(_basename(p), ""))
    ]
    return commands


def _cron_commands(text: str, user: bool) -> list[str]:
    found = [c for pattern in _CRON_LINES for c in pattern.findall(text)]
    return [c.split(None, 1)[1] if user and " " in c else c for c in found]
