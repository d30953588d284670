"""What the verifier's output says, read from its text: whether it tested anything (every
runner's way of saying none of its tests ran or passed), the reward it states itself, and the
graded file's own error where the test script stopped on it."""

from __future__ import annotations

import re

from syncvals_plugin.records.trial import TrialRecord

_CASES = re.compile(r"\b(\d+)/(\d+) (?:cases|checks|tests|assertions)\b")
_NO_CASE = re.compile(r"\b\d+/0 (?:cases|checks|tests|assertions)\b")
"""A line's count of cases (checks, tests) passed, of those run (``PASS  entropy  12/12 cases``,
a grader's "0/0 checks passed")."""
_PYTEST_SUMMARY = re.compile(
    r"^(?:=+ )?((?:\d+ (?:passed|failed|skipped|deselected|errors?|xfailed|xpassed|warnings?)"
    r"(?:, )?)+ in [\d.]+s\b.*?|no tests ran\b.*?)(?: =+)?$"
)
"""pytest's summary line, with its ``=`` bars or bare (``-q``: "12 deselected in 0.03s")."""
_UNITTEST_RAN = re.compile(r"^Ran (\d+) tests? in ")
_UNITTEST_SKIPPED = re.compile(r"^OK \(((?:(?:skipped|expected failures)=\d+(?:, )?)+)\)")
"""unittest's "OK (skipped=2, expected failures=3)": what did not run, or ran to fail as marked."""


def nothing_tested(stdout: str) -> str | None:
    """The verifier output's line saying no test ran (pytest's "5 skipped in 0.1s" with nothing
    passed or failed, "no tests ran", unittest's "Ran 0 tests" or every test skipped, a table of
    functions each run on "0/0 cases"); None when a test ran or the output says nothing of
    tests."""
    ran: int | None = None
    if "\x1b[" in stdout:  # a runner's colours: the words between them are the summary
        stdout = _ANSI.sub("", stdout)
    if (other := _nothing_run_elsewhere(stdout)) is not None:
        return other
    counted = _CASES.findall(stdout) if "/" in stdout else []
    if any(total == "0" for _, total in counted):  # PASS f  0/0 cases: a pass on no case
        return next(x.strip() for x in stdout.splitlines() if _NO_CASE.search(x))
    for raw in stdout.splitlines():
        line = raw.strip()
        summary = _PYTEST_SUMMARY.match(line)
        if summary:
            counts = dict((w, int(n)) for n, w in re.findall(r"(\d+) (\w+)", summary.group(1)))
            if any(k in counts for k in ("passed", "failed", "xpassed")):
                return None
            # nothing passed or failed: skipped, deselected, expected to fail, or not collected
            # ("1 error in 0.2s" at collection), or no test at all
            if "no tests ran" in line or counts:
                return line
        if (m := _UNITTEST_RAN.match(line)) is not None:
            ran = int(m.group(1))
            if ran == 0:
                return line
        elif ran and (m := _UNITTEST_SKIPPED.match(line)):
            if sum(int(n) for n in re.findall(r"=(\d+)", m.group(1))) >= ran:
                return line
    return _traced_nothing(stdout)  # last: a runner's own line, where one ran, says more


_TEST_IMPORT = re.compile(
    r"^(\S*?\btests?/[\w/.-]*\.py):\d+: in <module>\n\s+(?:import|from)\s+([\w.]+)"
    r"[^\n]*\nE\s+(ModuleNotFoundError: No module named '([\w.]+)')",
    re.M,
)
"""pytest's trace of a test module that could not be collected because its own ``import`` (at
the module's top, ``in <module>``) names a module that is not installed."""


def tests_lack(stdout: str) -> tuple[str, str] | None:
    """``(what, line)`` when the verifier's own tests cannot start for want of something their
    environment lacks, whatever the agent made: pytest's "ModuleNotFoundError" at the test
    module's own import, jest's "Cannot find module 'X' from 'test/…'" (a package, not a file of
    the agent's), go's "no required module provides package X" with the package's "[setup
    failed]", pytest's INTERNALERROR raised in the tests' own conftest before any test (a
    file it reads missing).  None for any other output."""
    if "Cannot find module" in stdout and (jest := _JEST_LACKS.search(stdout)):
        return jest.group(1), jest.group(0).strip()
    if "[setup failed]" in stdout and (go := _GO_LACKS.search(stdout)):
        failed = _GO_SETUP_FAILED.findall(stdout)
        if failed and not any(go.group(1).startswith(p) for p in failed):  # (not its own)
            return go.group(1), go.group(0).strip()
    if "INTERNALERROR>" in stdout and not _PYTEST_SUMMARY_ANYWHERE.search(stdout):
        raised = _CONFTEST_RAISED.search(stdout)
        return (raised.group(2), raised.group(1).strip()) if raised else None
    if "ModuleNotFoundError" not in stdout or "in <module>" not in stdout:
        return None
    found = _TEST_IMPORT.search(stdout)
    if found is None or found.group(4).split(".")[0] != found.group(2).split(".")[0]:
        return None
    return found.group(4), found.group(3)


_JEST_LACKS = re.compile(r"Cannot find module '([\w@][\w@/.-]*)' from '[^']*(?:test|spec)[^']*'")
"""jest: a test file's import of a package that is not installed (``'./x'``, the agent's own
file, starts with a dot and is not matched)."""
_GO_LACKS = re.compile(r"no required module provides package ([\w.-]+\.[\w/.-]+)")
_GO_SETUP_FAILED = re.compile(r"^FAIL\s+(\S+)\s+\[setup failed\]", re.M)
_CONFTEST_RAISED = re.compile(
    r"INTERNALERROR>\s+File \"/tests?/[^\"]*conftest\.py\"[\s\S]*?"
    r"^INTERNALERROR>\s*(\w+(?:Error|Exception): (?:.*?'([^'\n]+)'|.*))$",
    re.M,
)
"""pytest's INTERNALERROR whose trace passes through the tests' own conftest, and its last
line (the error, and the file it names, where it names one)."""
_PYTEST_SUMMARY_ANYWHERE = re.compile(r"^=+ .*\b(?:passed|failed|error|no tests ran)\b.* =+$", re.M)


def tools_broken(trial: TrialRecord) -> tuple[str, str, int] | None:
    """``(library, line, step)`` when a failed trial's verifier output shows a program that
    could not load a shared library (``grep: error while loading shared libraries:
    libpcre2-8.so.0: cannot open shared object file``) and a step of the agent's met the same
    library missing: the environment's tools were broken for the agent and the grader alike, so
    the 0 judges the machine, not the work.  None otherwise."""
    stdout = trial.stdout or ""
    found = _LOADER.search(stdout) if "shared librar" in stdout else None
    if found is None or trial.trajectory is None:
        return None
    library = found.group(1)
    for step in trial.trajectory.steps:
        for result in step.observation.results if step.observation else []:
            seen = result.content if isinstance(result.content, str) else ""
            if library in seen and _LOADER.search(seen):
                return library, found.group(0).strip(), step.step_id
    return None


_LOADER = re.compile(
    r"(?:[\w./+-]+: )?error while loading shared libraries: ([\w.+-]+): cannot open shared "
    r"object file[^\n]*"
)
"""The dynamic loader's words when a program's library is not there."""


_LIBTEST = re.compile(r"^test result: \w+\. (\d+) passed; (\d+) failed; (\d+) ignored", re.M)
_JEST = re.compile(r"^\s*Tests:?\s+(.*?\d+ (?:skipped|todo).*?)$", re.M)
_NONE_RAN = re.compile(
    r"^.*(?:No tests executed!|No test is available"
    r"|^\s*0 passing\b|^\s*0 tests, 0 failures\b|^Tests:\s+0 total\b).*$",
    re.M,
)
"""A runner's summary saying it ran nothing (PHPUnit, ``dotnet test``, mocha, ExUnit, jest)."""
_GO_PACKAGE = re.compile(r"^ok\s+\S+\s+\S+.*$", re.M)
_GO_NO_FILES = re.compile(r"^\?\s+\S+\s+\[no test files\]\s*$", re.M)
_GO_RAN = re.compile(r"^(?:ok|FAIL|---)\s", re.M)
"""``go test``: a package with no test file (``?  pkg  [no test files]``), one that ran."""
_GO_VERDICT = re.compile(r"^\s*--- (PASS|FAIL|SKIP): ", re.M)
_GO_SKIP = re.compile(r"^\s*--- SKIP: .*$", re.M)
"""``go test -v``'s verdict of each test: every one ``SKIP`` is nothing tested, whatever the
package's "ok" says."""
_CARGO_BUILT = re.compile(r"^\s*Executable (?:unittests |tests/|benches/|\S+ ).*\(target/.*$", re.M)
"""``cargo test --no-run``: each test binary built and named, none run (a run prints "running N
tests" and a "test result:" line)."""


_PHPUNIT = re.compile(r"^Tests: (\d+), Assertions: \d+((?:, \w+: \d+)*)\.?$", re.M)
_BUN = re.compile(r"^\s*(\d+) pass\n(?:\s*\d+ (?:skip|todo)\n)*\s*(\d+) fail\n", re.M)
_DENO = re.compile(r"^(?:ok|FAILED) \| (\d+) passed \| (\d+) failed(?: \| \d+ ignored)?.*$", re.M)
_CTEST = re.compile(r"^\d+% tests passed, (\d+) tests failed out of (\d+)$", re.M)
_CTEST_SKIPPED = re.compile(r"\*\*\*(?:Skipped|Not Run)\b")
_PROVE = re.compile(r"^Files=\d+, Tests=0\b.*$|^Result: NOTESTS$", re.M)


def _counted_elsewhere(stdout: str) -> str | None:
    """More runners' counts that show nothing ran and passed: PHPUnit's "Tests: 7, Assertions:
    0, Skipped: 5, Incomplete: 2." with every test skipped or incomplete, bun's "0 pass" with none
    failed, deno's "0 passed | 0 failed", ctest's count whose every test was skipped ("***Skipped"),
    prove's "Tests=0" ("Result: NOTESTS")."""
    for found in _PHPUNIT.finditer(stdout) if "Assertions:" in stdout else ():
        counts = dict(re.findall(r"(\w+): (\d+)", found.group(2)))
        idle = int(counts.get("Skipped", 0)) + int(counts.get("Incomplete", 0))
        if not {"Failures", "Errors"} & counts.keys() and idle >= int(found.group(1)):
            return found.group(0)
    bun = _BUN.search(stdout) if " pass\n" in stdout else None
    if bun and bun.group(1) == "0" and bun.group(2) == "0":
        return bun.group(0).strip().splitlines()[0]  # "0 pass", as bun prints it
    deno = _DENO.search(stdout) if " passed | " in stdout else None
    if deno and deno.group(1) == "0" and deno.group(2) == "0":
        return deno.group(0)
    ctest = _CTEST.search(stdout) if "tests failed out of" in stdout else None
    if ctest and ctest.group(1) == "0":
        if len(_CTEST_SKIPPED.findall(stdout)) >= int(ctest.group(2)):
            return ctest.group(0)
    prove = _PROVE.search(stdout) if "Tests=0" in stdout or "NOTESTS" in stdout else None
    return prove.group(0) if prove else None


def _traced_nothing(stdout: str) -> str | None:
    """A test script traced by ``set -x`` whose trace runs no program (only the shell's own
    words: ``set``, ``echo``, ``cd``, ``[``, ``for``, ``exit``) where no line shows a test that
    ran: its tests were never started (an early ``exit 0``, a check gated on an empty
    variable).  A "PASS" the script echoes itself is its own word, not a runner's.  The trace's
    last line, quoted."""
    lines = stdout.splitlines()
    trace = [x for x in lines if _TRACE.match(x)]
    if len(trace) < 2:
        return None
    echoed = {_echoed(x) for x in trace}
    if any(
        _SOME_PASSED.search(x) and x.strip() not in echoed for x in lines if not _TRACE.match(x)
    ):
        return None
    words = [_first_word(x) for x in trace]
    return trace[-1].strip() if all(w in _SHELL_ONLY or "=" in w for w in words) else None


_TRACE = re.compile(r"^\++ ")
"""A line of ``set -x``'s trace (``+ cmd``; ``++ cmd`` inside a substitution)."""


def _first_word(trace: str) -> str:
    # The program a trace line runs (``command -v X`` only looks X up: as ``type`` does).
    words = trace.lstrip("+").split()
    if words[:2] in (["command", "-v"], ["command", "-V"]):
        return "type"
    return words[0].strip("'\"") if words else ""


def _echoed(trace: str) -> str:
    # What ``+ echo 'PASS daily'`` prints: its words, unquoted.
    words = trace.lstrip("+").split(maxsplit=1)
    return words[1].strip().strip("'\"") if len(words) == 2 and words[0] == "echo" else ""


_SHELL_ONLY = frozenset(
    "set echo printf cd export local declare [ [[ test true false : exit return shift unset "
    "pwd mkdir touch source . trap umask ulimit wait for while until if case type hash".split()
)
"""What a shell runs that tests nothing (a reward written by ``echo 1 >`` is no test run)."""
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_COUNTED = re.compile(
    r"^.*?(?:Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)"
    r"|Failed:\s*(\d+), Passed:\s*(\d+), Skipped:\s*(\d+)"
    r"|(\d+) tests?, (\d+) failures?, (\d+) excluded"
    r"|(\d+) tests?, (\d+) passed, (\d+) failed, (\d+) skipped).*$",
    re.M,
)
"""Summaries that count what ran and what was skipped or excluded (Maven's surefire,
``dotnet test``, ExUnit, Gradle's test logger): every test skipped is nothing tested.  The last one is the run's
(Maven counts each class, then all of them)."""
_RSPEC = re.compile(r"^(\d+) examples?, (\d+) failures?(?:, (\d+) pending)?", re.M)
_TAP = re.compile(r"^(not )?ok \d+\b(.*)$", re.M)


_ZERO_RUN = re.compile(
    r"^.*(?:\b(?:Executed|Running|Ran|Starting|collected)\s+0\s+tests?\b"
    r"|\[\s*PASSED\s*\]\s*0\s+tests?|\b0\s+tests?\s+(?:run|ran|from)\b|\b0\s+runs?,\s*0\s+assert"
    r"|\bPASS\s+0\s*\]|^#\s*pass\s+0\s*$|No\s+tests?\s+(?:were\s+)?found|Task\s+:test\s+NO-SOURCE"
    r"|:\s*SKIP\s+\(|^Test Summary:\s*\|(?!.*\bPass\b).*\bTotal\b"
    r"|No tests found|No tests to run\b|^1\.\.0\b|\bTests are skipped\b|\bNo tests ran\b"
    r"|\bNo test cases matched\b|\bNo test files found\b|\bpassed\s+0\s+(?:of|/)\s*0\b"
    # "All tests skipped." and dart's count "+0 ~6:" (none passed, six skipped, none failed)
    r"|\b[Aa]ll\s+(?:\d+\s+)?tests?\s+(?:were\s+)?skipped\b|(?:^|\s)\+0\s+~[1-9]\d*:"
    r"|\b[Ss]kipping\b[^\n]*\b(?:tests?|checks?|test suite)\b"
    r"|\b(?:py\.?test|jest|vitest|mocha|bats|phpunit|rspec|mvn|gradle|cargo|go|npm|npx|tox"
    r"|dotnet|mix|ctest|node|python3?)(?:: command)?: (?:command )?not found\b).*$",
    re.M,
)
"""A runner's line saying that none of its tests ran or passed, in its own words (swift's
"Executed 0 tests", GoogleTest's "[  PASSED  ] 0 tests.", nextest's "0 tests run", minitest's
"0 runs, 0 assertions", testthat's "PASS 0 ]", node:test's "# pass 0", ctest's "No tests were
found", Gradle's ":test NO-SOURCE", tox's environment "SKIP", Julia's summary with no Pass
column, jest's "No tests found", Maven's "No tests to run." or "Tests are skipped.", Catch2's "No test
cases matched '[x]'" and "No tests ran", vitest's "No test files found", a script's own
"passed 0 of 0", a TAP plan of
``1..0``, dart's "+0 ~6: All tests skipped.", the shell saying the runner itself is not there:
``pytest: command not found``; a test
script saying in its own words that it skips its tests or checks: "skipping the /health
checks")."""
_SOME_PASSED = re.compile(
    r"\b[1-9]\d*\s+(?:passed|passing|tests?\s+passed|tests?\s+ran|runs?,)|\[\s*PASSED\s*\]\s*[1-9]"
    r"|\bPASS\s+[1-9]|^#\s*pass\s+[1-9]|\bOK\s+\([1-9]|Tests?\s+run:\s*[1-9]|\bExecuted\s+[1-9]"
    r"|\bRan\s+[1-9]|:\s*OK\s+\(|^Test Summary:\s*\|.*\bPass\b",
    re.M,
)
"""A line showing some test ran and passed, in any of those runners' words."""


def _zero_run(stdout: str) -> str | None:
    """A runner's line saying none of its tests ran or passed, where no line shows one that did
    (a second project that ran its tests makes the first one's zero no verdict)."""
    zero = _ZERO_RUN.search(stdout)
    if zero is None or _SOME_PASSED.search(stdout):
        return None
    return zero.group(0).strip()


def _nothing_run_elsewhere(stdout: str) -> str | None:
    """The same of the other runners' summaries: every libtest binary (cargo) with nothing
    passed or failed and some ignored, or only built (``--no-run``), jest's or vitest's tests
    all skipped or to do, rspec's examples all pending (or none), every ``go test -v`` verdict
    a skip, every TAP line (bats) a skip, no go package's tests built ("[setup failed]"), pytest
    aborted by an INTERNALERROR before its summary."""
    runs = _LIBTEST.findall(stdout) if "test result:" in stdout else []
    if runs and not any(int(p) or int(f) for p, f, _ in runs):  # ignored, filtered out, none
        return next(m.group(0) for m in _LIBTEST.finditer(stdout))
    for found in _JEST.finditer(stdout) if "skipped" in stdout or "todo" in stdout else ():
        if not re.search(r"\d+ (?:passed|failed)", found.group(1)):
            return found.group(0).strip()
    for found in _RSPEC.finditer(stdout) if "example" in stdout else ():
        examples, failures, pending = (int(g or 0) for g in found.groups())
        if not failures and pending >= examples:
            return found.group(0)
    if said := _NONE_RAN.search(stdout):
        return said.group(0).strip()
    packages = _GO_PACKAGE.findall(stdout) if "[no tests to run]" in stdout else []
    if packages and all("[no tests to run]" in p for p in packages):  # every package
        return packages[0].strip()
    setup = _GO_SETUP_FAILED.search(stdout) if "[setup failed]" in stdout else None
    if setup and not re.search(r"^(?:ok\s|--- )", stdout, re.M):  # no package's tests built
        return setup.group(0).strip()
    if "INTERNALERROR>" in stdout and not _PYTEST_SUMMARY_ANYWHERE.search(stdout):
        return [x for x in stdout.splitlines() if x.startswith("INTERNALERROR>")][-1]  # aborted
    bare = _GO_NO_FILES.findall(stdout) if "[no test files]" in stdout else []
    if bare and not _GO_RAN.search(stdout):  # every package without a test file
        return bare[0].strip()
    verdicts = _GO_VERDICT.findall(stdout) if "--- SKIP" in stdout else []
    if verdicts and all(v == "SKIP" for v in verdicts):  # go test -v: every test skipped
        return next(m.group(0) for m in _GO_SKIP.finditer(stdout))
    built = _CARGO_BUILT.search(stdout) if "Executable" in stdout else None
    if built and "test result:" not in stdout and "running " not in stdout:
        return built.group(0).strip()  # --no-run: binaries built, none run
    if counted := _counted_elsewhere(stdout):
        return counted
    for found in list(_COUNTED.finditer(stdout))[-1:]:
        n = [int(g) if g else 0 for g in found.groups()]
        run, failed, skipped = (
            (n[0], n[1] + n[2], n[3]) if found.group(1) else
            (n[4] + n[5] + n[6], n[4], n[6]) if found.group(5) else
            (n[7], n[8], n[9]) if found.group(8) else (n[10], n[12], n[13])
        )  # fmt: skip
        if not failed and skipped >= run:  # every test skipped, or none run
            return found.group(0).strip()
    tap = _TAP.findall(stdout) if "ok " in stdout else []
    if tap and all(not bad and re.search(r"#\s*skip\b", rest, re.I) for bad, rest in tap):
        return next(x.strip() for x in stdout.splitlines() if _TAP.match(x.strip()))  # its line
    return _zero_run(stdout)


_REWARD_LINE = re.compile(r"^REWARD\s*=\s*([0-9]+(?:\.[0-9]+)?)\b", re.MULTILINE)


def verifier_reward(trial: TrialRecord) -> float | None:
    """The reward the verifier itself states: its report's, else the ``REWARD = n`` line of its
    output; None when it states none."""
    if trial.report is not None:
        return float(trial.report.reward)
    match = _REWARD_LINE.search(trial.stdout or "")
    return float(match.group(1)) if match else None


def reward_conflict(trial: TrialRecord) -> str | None:
    """The verifier's own statement of the reward (its report, else a ``REWARD = n`` line of its
    output) when it disagrees with the reward ``result.json`` records; None when they agree or
    the verifier said nothing."""
    recorded = trial.result.reward
    if recorded is None:
        return None
    if trial.report is not None and float(trial.report.reward) != float(recorded):
        line = next(
            (x for x in (trial.stdout or "").splitlines() if x.startswith("REWARD")),
            f"reward {trial.report.reward} in verifier/report.json",
        )
        return line.strip()
    match = _REWARD_LINE.search(trial.stdout or "")
    if match and float(match.group(1)) != float(recorded):
        return match.group(0).strip()
    return None


_FRAME = re.compile(r'^\s*File "([^"\n]+)", line (\d+)', re.M)
_RAISED = re.compile(r"^(\w+(?:\.\w+)*(?:Error|Exception|Exit|Interrupt)\b.*)$", re.M)


def submission_raised(trial: TrialRecord) -> str | None:
    """Where the verifier's output shows the graded file raising (a traceback whose last frame
    is in the file the agent submitted), with the error: the test script's run stopped on the
    submission, not on anything of the grader's."""
    stdout, name = trial.stdout or "", trial.artifact_name
    start = stdout.rfind("Traceback (most recent call last)")
    if not name or start < 0:
        return None
    frames = _FRAME.findall(stdout, start)
    error = _RAISED.search(stdout, start)
    if not frames or error is None or frames[-1][0].rsplit("/", 1)[-1] != name:
        return None
    return f"{name}, line {frames[-1][1]}: {error.group(1).strip()[:160]}"


def verifier_raised(trial: TrialRecord) -> str | None:
    """The error the verifier's own output ends a traceback with (``OSError: [Errno 24] Too many
    open files``), whatever raised it (pytest's ``E`` line of a conftest or a test module it
    could not load too); None when its output shows no traceback."""
    stdout = trial.stdout or ""
    start = stdout.rfind("Traceback (most recent call last)")
    error = _RAISED.search(stdout, start) if start >= 0 else None
    if error is None and ("while loading conftest" in stdout or "ERROR collecting" in stdout):
        error = _PYTEST_RAISED.search(stdout)  # pytest's ``E   ModuleNotFoundError: …``
    return error.group(1).strip()[:200] if error else None


_PYTEST_RAISED = re.compile(r"^E\s+(\w+(?:\.\w+)*(?:Error|Exception)\b.*)$", re.M)
