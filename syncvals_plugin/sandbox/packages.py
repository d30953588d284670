"""Which package manager vouches for a file as it is now: dpkg's ``md5sums``, pip's ``RECORD``.

The sandbox's manifest (:mod:`~syncvals_plugin.sandbox.view`) sees *that* a file changed; this
module says whether the change is an update a package manager made (a system upgrade, ``apt-get
install`` of something that pulled a newer library, ``pip install -U torch``): the file's content
matches what the manager recorded for it.  Such a change is re-recorded, never called tampering;
any other change is a grader fault that names the file.  A manager's record is as trustworthy as
whoever may write it: under ``syncvals run`` an agent can write neither (see
docs/threat-model.md).
"""

from __future__ import annotations

import base64
import functools
import hashlib
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

DPKG_INFO = Path("/var/lib/dpkg/info")


@dataclass(frozen=True)
class Record:
    """What a package manager recorded for one file."""

    manager: str  # "dpkg" or "pip"
    package: str
    algorithm: str  # "md5" or "sha256"
    digest: str  # hex


def dpkg_records(info_dir: Path | None = None) -> dict[str, Record]:
    """Every file dpkg installed, by absolute path, with its MD5 (empty without dpkg)."""
    out: dict[str, Record] = {}
    try:
        listing = sorted((info_dir or DPKG_INFO).glob("*.md5sums"))
    except OSError:
        return out
    for path in listing:
        package = path.name[: -len(".md5sums")]
        try:
            text = path.read_text(errors="replace")
        except OSError:
            continue
        for line in text.splitlines():
            digest, _, rel = line.partition("  ")
            if rel:
                out["/" + rel.strip().lstrip("/")] = Record("dpkg", package, "md5", digest.lower())
    return out


def pip_records(site_dirs: Iterable[Path]) -> dict[str, Record]:
    """Every file pip installed in ``site_dirs``, by absolute path, with its SHA-256."""
    out: dict[str, Record] = {}
    for site in site_dirs:
        for record in sorted(Path(site).glob("*.dist-info/RECORD")):
            package = record.parent.name.split("-")[0]
            try:
                lines = record.read_text(errors="replace").splitlines()
            except OSError:
                continue
            for line in lines:
                parts = line.rsplit(",", 2)
                if len(parts) != 3 or not parts[1].startswith("sha256="):
                    continue
                raw = parts[1][len("sha256=") :]
                try:
                    digest = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)).hex()
                except ValueError:
                    continue
                full = os.path.normpath(os.path.join(site, parts[0]))
                out[full] = Record("pip", package, "sha256", digest)
    return out


def _aliases(path: str) -> list[str]:
    """``path`` and its twin across a merged ``/usr`` (dpkg may list ``/lib/…`` for
    ``/usr/lib/…``)."""
    out = [path]
    for top in ("/lib", "/lib64", "/bin", "/sbin", "/lib32"):
        if path.startswith("/usr" + top + "/"):
            out.append(path[len("/usr") :])
        elif path.startswith(top + "/"):
            out.append("/usr" + path)
    return out


def vouched(path: str, records: dict[str, Record]) -> Record | None:
    """The record that matches ``path``'s current content, or None (unknown file, or changed
    since the manager installed it)."""
    for alias in _aliases(path):
        record = records.get(alias)
        if record is None:
            continue
        try:
            digest = hashlib.new(record.algorithm)
            with open(path, "rb") as fh:
                for chunk in iter(functools.partial(fh.read, 1 << 20), b""):
                    digest.update(chunk)
        except OSError:
            return None
        return record if digest.hexdigest() == record.digest else None
    return None
