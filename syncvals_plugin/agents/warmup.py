"""Before a job's first trial: what every trial of a task needs, made once here and announced.

On a cold installation, sealing the reference (a Cython build) and building the expected outputs
(the reference run on the held-out inputs) take minutes; done inside the first trials, they
were minutes of silence, and every worker of ``--jobs`` built them at once.  Made here, each is a
line that says what is happening and how long it took, and the trials find them cached.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable

from syncvals_plugin.host import Host, TaskCases
from syncvals_plugin.task import BUILTIN_VERIFIER, TaskSpec

Say = Callable[[str], None]


def warm_up(host: Host, tasks: list[TaskSpec], say: Say) -> None:
    """Seal each task's reference and build its expected outputs unless they are cached, saying
    what each step is before it starts and how long it took after."""
    from syncvals_plugin.task import sealed_dir, sealed_module

    for task in tasks:
        if task.sealed_module and not any(sealed_dir(task.reference, task.sealed_module).glob("*")):
            _timed(
                say,
                f"sealing the reference of {task.name} (a C build, once per installation)",
                functools.partial(sealed_module, task.reference, task.sealed_module),
            )
        if task.verifier == BUILTIN_VERIFIER:
            _expected(host, task, say)


def _expected(host: Host, task: TaskSpec, say: Say) -> None:
    from syncvals_plugin.verifier import bundle_key, cache_path, load_expected

    cases = TaskCases(host, task)
    if cache_path(bundle_key(task, cases.fingerprint)).is_file():
        return
    _timed(
        say,
        f"building the expected outputs of {task.name} (once per installation and version)",
        lambda: load_expected(task, cases, cases.fingerprint),
    )


def _timed(say: Say, what: str, work: Callable[[], object]) -> None:
    say(f"{what}…")
    start = time.monotonic()
    work()
    say(f"  done in {time.monotonic() - start:.0f} s")
