"""The held-out seed: where the inputs a submission is graded on come from.

Held-out means unpredictable.  The code that builds cases from a seed is public (it ships in the
wheel and in every export), so a seed anyone can read would let an agent rebuild the inputs, ask
the sealed reference for its answers and submit a lookup table.  So the seed is a secret:

- **an installation's own**: 62 random bits made on first use, kept in the cache folder beside
  the bundle signing key (``heldout.seed``, mode 0600, out of every sandbox's and agent's view);
- **an export's own**: each Harbor export draws a fresh one and ships it in its ``tests/cache/``,
  which Harbor shows only to the verifier; the export's ``test.sh`` copies it into the private
  cache it grades with, so there it *is* the installation's seed;
- **fixed** only where asked for: ``syncvals verify --seed N`` (reproducing a grade), or a cache
  folder whose seed file a test suite wrote.

Reports carry :func:`seed_id`, a one-way digest, never the seed.
"""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from pathlib import Path

SEED_FILE = "heldout.seed"
"""The seed's file name in the cache folder (and in an exported task's ``tests/cache/``)."""
SEED_BITS = 62


@dataclass(frozen=True)
class HeldOutSeed:
    """A held-out seed and where it came from (``installation`` or ``fixed``)."""

    value: int
    source: str

    @property
    def id(self) -> str:
        """What a report records: :func:`seed_id` of the value."""
        return seed_id(self.value)


def seed_id(value: int) -> str:
    """A short one-way digest of a seed: two reports graded on the same inputs share it, and
    nobody can work the seed back out of it (2**62 candidates)."""
    return hashlib.sha256(f"syncvals held-out seed {value}".encode()).hexdigest()[:16]


def new_seed() -> int:
    """A fresh secret seed (62 random bits)."""
    return secrets.randbits(SEED_BITS)


def seed_text(value: int) -> bytes:
    """A seed file's content."""
    return f"{value}\n".encode()


def _parse(data: bytes) -> int | None:
    try:
        value = int(data.decode("ascii").strip())
    except (UnicodeDecodeError, ValueError):
        return None
    return value if 0 <= value < 2**SEED_BITS else None


def held_out_seed(explicit: int | None = None, cache: Path | None = None) -> HeldOutSeed:
    """The seed grading draws from: ``explicit`` when given, else the installation's secret seed
    in ``cache`` (the cache folder by default), made at random on first use."""
    if explicit is not None:
        return HeldOutSeed(explicit, "fixed")
    from syncvals_plugin.task.private import private_file
    from syncvals_plugin.task.seal import cache_root

    data = private_file(
        (cache or cache_root()) / SEED_FILE,
        lambda: seed_text(new_seed()),
        lambda data: _parse(data) is not None,
        "held-out seed",
    )
    value = _parse(data)
    assert value is not None  # private_file replaced anything that does not parse
    return HeldOutSeed(value, "installation")
