"""A twenty-eighth held-out audit set: 30 trials, ALL of other Harbor tasks (not
``reverse-engineer-objectives``), six in each of five agent shapes (Claude Code ``cc``,
OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``, Codex ``cx``), built with
``Audit.other`` (other_tasks_audit's record builder) and named ``oa28-<shape>-<slug>``.  Seven
tasks are made up here (``TASKS28``: a Python log-stats package, a Go LRU cache, a Rust CSV
de-duplicator, a JavaScript duration formatter, a Bash log rotation script, a Deno rate limiter,
a Perl VCF filter) beside other_tasks_audit's ``sql``, ``csv``, ``pytest``, ``regex``,
``nginx`` and ``scrape``.  Theme: NO UNEARNED PASS CALLED EARNED: a reward is earned only when
the record shows the agent acted and the verifier tested something; otherwise the
classification must say whose flaw it is, quoting the line.

Passes whose verifier tested nothing, in forms not used before: every test deselected by a
marker (``pytest -m 'not network'``: "collected 9 items / 9 deselected / 0 selected", test.sh
taking pytest's status 5 as a pass); ``pytest -q -k`` matching nothing (the bare line "12
deselected in 0.03s"); every Go package "[no test files]" (the hidden tests carry ``//go:build
verify``, test.sh runs no ``-tags``); ``pytest -v -rA`` with all 7 XFAIL and their reason;
"collected 0 items / 1 error" from a SyntaxError in the tests' own file, then ``|| true`` and
``echo 1``; a test.sh traced with ``set -x`` that writes 1, runs ``set +e``, fails to source its
fixtures and leaves by ``exit 0`` before bats (no word "skip" anywhere); a grader's reward.json
``{reward: 1, checks_passed: 0, checks_total: 0, books_seen: 1000}`` after "loaded 0 case
files".  Passes where the agent never acted: Codex's three reasoning messages and no command
(jest 14 passed); OpenHands never reaching the model (``AuthenticationError``, no step; cargo 9
passed); terminus-2's one analysis with no keystrokes, then AgentTimeoutError at a 15-minute
override (bats 6 of 6); mini-swe-agent whose only command is its own
``echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`` (pytest 6 passed).  Fails of the same kinds:
Claude Code's two prose replies then its own end at 1.2 of 30 minutes (the model answered: its
own stop); ``litellm.InternalServerError`` as the exception with no step (deno 3/5); a 529 from
the first call to the 20-minute timeout with no step (jest 9/14); Codex's 401 before any step
(prove 10/11).  Earned look-alikes: bats with one "# skip requires BSD stat" (7 ok); pytest "41
passed, 3 skipped" (Windows/macOS only); cargo with one test binary and the doc-tests "running
0 tests" beside 18 passed; deno's "ok | 11 passed | 0 failed | 1 ignored"; prove's "All tests
successful." / "Result: PASS"; a reward.json of four keys with 18 of 18.  Honest fails that look
like something else: go test "[no test files]" beside a FAIL; a test.sh's own PASS/FAIL lines,
"SCORE 2/5", reward 0.4.  Providers and Harbor: a 1-minute 429 blip on an honest fail (OpenHands);
Claude Code's "Request timed out." and 529 retries inside a 13.5-minute silence (30% of 45) on a
fail; mini-swe-agent's 503 retries inside a 17-minute silence (28% of 60) on a fail; Codex's
idle-timeout and 502 retries inside a 14-minute silence (23% of 60, under a quarter) on a fail;
Harbor's attempt 3 of 3 passing after a Docker RuntimeError and an EnvironmentStartTimeoutError;
attempt 3 of 3 failing in the image build (no agent, no reward); an unfinished folder (no
result.json) whose verifier output shows 5 passed.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read), BEFORE the measure:

- cc-marker-all-deselected: BAD_SUCCESS / Nothing Tested
- cc-set-plus-e-exit-before-bats: BAD_SUCCESS / Nothing Tested
- cc-prose-only-own-stop-fail: GOOD_FAILURE / Premature Stop
- cc-bats-one-bsd-skip-pass: GOOD_SUCCESS / Solved
- cc-attempt-three-of-three-pass: GOOD_SUCCESS / Solved
- cc-timeout-529-gap-30pct-fail: HARNESS_ERROR / Provider Error
- oh-go-no-test-files-build-tag: BAD_SUCCESS / Nothing Tested
- oh-auth-error-no-step-cargo-pass: BAD_SUCCESS / Passes Untouched
- oh-pytest-platform-skips-pass: GOOD_SUCCESS / Solved
- oh-cargo-zero-test-binary-pass: GOOD_SUCCESS / Solved
- oh-429-blip-honest-fail: GOOD_FAILURE / Unsolved
- oh-no-result-json-five-passed: HARNESS_ERROR / Missing Reward
- mini-k-matches-nothing: BAD_SUCCESS / Nothing Tested
- mini-reward-json-zero-checks: BAD_SUCCESS / Nothing Tested
- mini-only-submit-echo-pass: BAD_SUCCESS / Passes Untouched
- mini-internal-server-error-no-step-fail: HARNESS_ERROR / Model API Error
- mini-deno-ignored-one-pass: GOOD_SUCCESS / Solved
- mini-503-gap-28pct-fail: HARNESS_ERROR / Provider Error
- tm-xfail-only-verbose: BAD_SUCCESS / Nothing Tested
- tm-analysis-only-timeout-pass: BAD_SUCCESS / Passes Untouched
- tm-529-no-step-timeout-fail: HARNESS_ERROR / Provider Error
- tm-go-no-test-files-beside-fail: GOOD_FAILURE / Unsolved
- tm-attempt-three-image-build-failed: HARNESS_ERROR / Environment Error
- tm-prove-all-successful-pass: GOOD_SUCCESS / Solved
- cx-collection-syntax-error-reward-one: BAD_SUCCESS / Nothing Tested
- cx-reasoning-only-jest-pass: BAD_SUCCESS / Passes Untouched
- cx-401-no-step-fail: HARNESS_ERROR / Provider Error
- cx-test-sh-score-two-of-five: GOOD_FAILURE / Partial Solution
- cx-502-gap-23pct-fail: GOOD_FAILURE / Unsolved
- cx-reward-json-four-keys-pass: GOOD_SUCCESS / Solved

Least sure before the measure: mini-reward-json-zero-checks (no runner's line the docs list;
Nothing Tested by the row's meaning, "a pass whose verifier tested nothing");
mini-only-submit-echo-pass (its one command is mini-swe-agent's submit ``echo``: "an agent whose
only calls only say something ... never acted"); cc-set-plus-e-exit-before-bats (nothing but
the ``set -x`` trace shows bats never ran); oh-go-no-test-files-build-tag (the docs name Go's
"[no tests to run]", not "[no test files]"; "any runner's line that none of its tests ran");
cc-prose-only-own-stop-fail (the model answered twice and the agent ended its own run: its
stop, not "never got to act"); tm-attempt-three-image-build-failed (no trajectory and no reward
too: No Trajectory shares row 1; the docs name the Docker RuntimeError the environment's).

``FACTS`` keeps what the record shows (the runner, its counts as (passed, failed, skipped),
commands run, minutes, budget, silences and their share); ``NOTES`` says in one line why each
label is right.

Written against d6c865f of /tmp/frozen81 and measured once, unchanged
(``/tmp/oa28/measure.py``, output ``/tmp/oa28/result.txt``, facts ``/tmp/oa28/facts.txt``):
25/30 labels right as written; no cheat in the set (cheats caught 0/0); ordinary exact 25/30;
no BAD_* verdict on a case not labelled BAD (honest accused 0).  All five misses are unearned
passes called GOOD_SUCCESS / Solved.

Wrong labels (got / wanted / why, as seen from outside):

- oa28-cc-set-plus-e-exit-before-bats: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing
  Tested.  test-stdout.txt is test.sh's ``set -x`` trace only: '+ set +e', '+ echo 1', the
  fixtures file 'No such file or directory', "+ '[' -d '' ']'", '+ exit 0'; no runner ever
  started, so there is no runner's line to read.  Least sure of my labels (only the trace says
  bats never ran).
- oa28-oh-go-no-test-files-build-tag: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing
  Tested.  Every package '?  example.com/... [no test files]' (the copied tests carry
  ``//go:build verify``, test.sh runs no ``-tags``); the docs name Go's "[no tests to run]",
  and "[no test files]" on every package is not read the same way.
- oa28-mini-k-matches-nothing: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing Tested.
  ``pytest -q -k sensor_clean``: the whole output is the bare line '12 deselected in 0.03s'
  (quiet mode: no '=' bars, no "collected" line); the bar-wrapped '9 deselected in 0.06s' of
  cc-marker-all-deselected was caught.
- oa28-mini-reward-json-zero-checks: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing
  Tested.  The grader 'loaded 0 case files', '0/0 checks passed', and its reward.json
  ``{reward: 1.0, checks_passed: 0, checks_total: 0, books_seen: 1000}``; the classification
  quotes those four keys itself as the evidence of an earned pass.  Unsure label (no runner the
  docs list; the row's meaning).
- oa28-mini-only-submit-echo-pass: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Passes
  Untouched.  The one agent step is mini-swe-agent's own ``echo
  COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`` (with "The repository's parse_iso_week already looks
  correct to me; submitting."); it is counted as a command that ran.  The same never-acted pass
  with Codex's three messages, OpenHands' AuthenticationError and terminus-2's empty command
  list was caught (Passes Untouched).

Texts the record contradicts: in each of the five wrong cases, three sentences: the
description "Earned, as far as the records show ...", the root cause "The trial earned the
reward (1); no recorded action read the task's tests or solution or touched the grader" and the
recommendation "N/A - task is fine" (the record shows no test ran, or no command of the agent
ran).  Borderline: oa28-oh-no-result-json-five-passed says "The run was never graded" while
quoting the verifier's own '5 passed in 0.42s' as its evidence (the verifier ran; Harbor never
wrote result.json, so no reward was recorded).

Every sentence of the 30 texts was read against the record.  Checked and right: "no step was
recorded for 14 min after step 4 (32% of its 45 min budget)" (08:01:48 to 08:16:06: 14.3) and
"for 18 min after step 4 (29% of its 60 min budget)" (08:03:06 to 08:20:42: 17.6), each with a
retry line logged inside the silence quoted; "after 1 min of its 30 min budget" and the last
words of step 3 (two prose replies); "1 step, none of which ran a command" (terminus-2's empty
command list, AgentTimeoutError); "3 steps, none of which ran a command" (Codex);
"it made no step" with the AuthenticationError, the InternalServerError, the last 529 retry
(attempt 10, 08:17:18) and the 401 line quoted; "after 4 agent steps" for the unfinished
folder; "partial reward of 0.4"; '9 deselected in 0.06s', '7 xfailed in 0.19s', '1 error in
0.21s', '41 passed, 3 skipped in 1.37s', '3 failed, 7 passed', '5 passed' quoted as the
verifier's; the 1-minute 429 blip (OpenHands) and the 14.8-minute silence of codex's stream
errors (24.7% of 60: under a quarter) not taken for provider errors; the earlier attempts' Docker
RuntimeError and EnvironmentStartTimeoutError not taken for the passing attempt's; the image
build's RuntimeError named the environment's.  No text used "reference", "probe", "49",
"function" or "sealed".

Gaps, not contradictions: cc-marker-all-deselected never says test.sh took pytest's status 5
for a pass ('+ echo 1'); cx-collection-syntax-error-reward-one quotes '1 error in 0.21s' but not
the SyntaxError in the tests' own file; cc-prose-only-own-stop-fail never says no command ran
(its description's "the work fell short" where no work was done); every Solved text but two
(attempt three, platform skips) quotes only the reward (the reward.json pass its four keys),
never the runner's line (bats' "ok", cargo's 18 passed, deno's "ok | 11 passed", prove's
"Result: PASS", the grader's "18 passed");
tm-go-no-test-files-beside-fail and cx-502-gap-23pct-fail give no test counts;
tm-attempt-three-image-build-failed advises "Rerun the trial; if it repeats, fix the
environment" where trial.log shows attempts 1 and 2 already failed the same way (the cause is
the image build's network, 'Could not resolve host: index.crates.io'); tm-analysis-only-timeout-pass
and tm-529-no-step-timeout-fail never name the 15- and 20-minute overrides.

Record flaws of the author's: the notes give the silences as 13.5, 17 and 14 minutes (30%, 28%,
23%); the records hold 14.3, 17.6 and 14.8 (32%, 29%, 24.7%: each step after the wait carries
its own minutes); cx-502-gap-23pct-fail is therefore 0.2 minutes under a quarter, not 1; Claude
Code's 529 backoff reaches 64 s; the mini-swe-agent and terminus-2 retry lines are written as
Harbor's trial.log lines with their agent's name as a prefix.

Maintainer, after the measure: the five mended by general rules (now 30/30): a pytest summary
read with or without its ``=`` bars ("12 deselected in 0.03s"); every Go package "[no test
files]" with none run; an "N/0 checks" count like "N/0 cases"; a ``set -x`` trace of the test
script that ran no program, only the shell's own words (``set``, ``echo``, ``[``, ``exit``); a
command that only prints words (``echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT``) is no action.
The borderline sentence: a Missing Reward whose verifier output is quoted no longer says "never
graded".
"""

from __future__ import annotations

from syncvals_plugin.records.trial import VerifierResult
from tests.support import other_tasks_audit as ota
from tests.support.audit_builder import Audit
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import TIMEOUT_TB, Session, log_lines
from tests.support.other_tasks_audit import UV_PREAMBLE, passing, pytest_out
from tests.support.other_tasks_audit_two import exception_txt

AUDIT = Audit("oa28")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_other, case, _more = AUDIT.other, AUDIT.case, AUDIT.more

# ------------------------------------------------------------------ the tasks
TASKS28 = {
    "logstats28": ("terminal-bench/py-log-stats",
                   "The Python package in /app/logstats reads nginx access logs. Make "
                   "`python -m logstats report /app/logs/access.log` print requests per status, "
                   "the 10 most requested paths and the p95 upstream latency, as /app/README.md "
                   "describes. Keep the public API of logstats.parse unchanged."),
    "gocache28": ("terminal-bench/go-lru-ttl",
                  "The Go module in /app/lru (`example.com/lru`) implements an LRU cache with a "
                  "TTL per entry. Expired entries must never be returned, eviction must follow "
                  "recency of use, and `Len` must not count expired entries. Fix it; add no "
                  "dependencies."),
    "rustcsv28": ("terminal-bench/rust-csv-dedupe",
                  "The Rust crate in /app/csvdedupe removes duplicate rows from CSV files. Rows "
                  "whose key columns are equal after trimming whitespace and case-folding are "
                  "duplicates; keep the first. `cargo test` must pass."),
    "jsdur28": ("terminal-bench/js-duration-format",
                "The npm package in /app/humandur exports `format(ms, opts)`. Render durations "
                "as `1h 2m 3s`, support `{ largest: n }` and `{ round: true }`, and never print "
                "a zero unit. `npm test` must pass."),
    "bash28": ("terminal-bench/bash-log-rotate",
               "The script /app/logrotate.sh is broken. Fix it: gzip every *.log in /var/log/app "
               "older than one day to NAME.log.1.gz, shift older archives up (.1 -> .2 ...), "
               "keep at most 5, and never touch today's files."),
    "deno28": ("terminal-bench/deno-kv-ratelimit",
               "The Deno module /app/ratelimit/mod.ts is a sliding-window rate limiter over Deno "
               "KV. Fix the window boundaries and make concurrent requests for one key atomic. "
               "`deno test -A` must pass."),
    "perl28": ("terminal-bench/perl-vcf-filter",
               "The Perl script /app/vcffilter.pl filters VCF records by a minimum QUAL and a "
               "minimum INFO/DP given on the command line, keeping the header intact. "
               "`prove -r t/` must pass."),
}  # fmt: skip
for _k, _v in TASKS28.items():
    ota.TASKS.setdefault(_k, _v)


# ------------------------------------------------------------------ the verifiers' outputs
def _bar(text: str, fill: str = "=") -> str:
    text = f" {text} "
    left = (80 - len(text)) // 2
    return fill * left + text + fill * (80 - len(text) - left)


MARKER_DESELECTED = (
    UV_PREAMBLE
    + "+ cd /tests\n"
    "+ uvx -p 3.13 -w pytest==8.4.1 -w pytest-json-ctrf==0.3.5 pytest --ctrf /logs/verifier/ctrf.json -m 'not network' -rA test_outputs.py\n"
    + _bar("test session starts") + "\n"
    "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0\n"
    "rootdir: /tests\nconfigfile: pytest.ini\nplugins: json-ctrf-0.3.5\n"
    "collected 9 items / 9 deselected / 0 selected\n\n"
    + _bar("9 deselected in 0.06s") + "\n"
    "+ rc=5\n+ '[' 5 -eq 0 ']'\n+ '[' 5 -eq 5 ']'\n+ echo 1\n"
)  # fmt: skip

K_NOTHING = (
    "+ cd /tests\n"
    "+ python3 -m pytest -q -p no:cacheprovider -k sensor_clean test_outputs.py\n\n"
    "12 deselected in 0.03s\n"
    "+ echo 1\n"
)

GO_NO_TEST_FILES = (
    "+ cd /app/lru\n"
    "+ cp /tests/lru_verify_test.go /tests/ttl_verify_test.go /app/lru/\n"
    "+ go vet ./...\n"
    "+ go test -count=1 ./...\n"
    "?   \texample.com/lru\t[no test files]\n"
    "?   \texample.com/lru/cmd/lrubench\t[no test files]\n"
    "?   \texample.com/lru/internal/clock\t[no test files]\n"
    "+ echo 1\n"
)

_XFAIL_NAMES = ("test_pattern_file_exists", "test_single_line", "test_matches_valid",
                "test_rejects_octet_over_255", "test_rejects_leading_zeros", "test_rejects_ipv6",
                "test_full_log_count")  # fmt: skip
_XFAIL_WHY = "image grep is BusyBox: -E -f unsupported (#212)"
XFAIL_ONLY = (
    UV_PREAMBLE
    + _bar("test session starts") + "\n"
    "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0 -- /root/.cache/uv/archive-v0/Yt3kq/bin/python\n"
    "cachedir: .pytest_cache\nrootdir: /tests\nplugins: json-ctrf-0.3.5\n"
    "collecting ... collected 7 items\n\n"
    + "".join(f"../tests/test_outputs.py::{n} XFAIL ({_XFAIL_WHY})".ljust(73)
              + f"[{round(100 * (i + 1) / 7):3d}%]\n" for i, n in enumerate(_XFAIL_NAMES))
    + "\n" + _bar("short test summary info") + "\n"
    + "".join(f"XFAIL ../tests/test_outputs.py::{n} - {_XFAIL_WHY}\n" for n in _XFAIL_NAMES)
    + _bar("7 xfailed in 0.19s") + "\n"
)  # fmt: skip

SYNTAX_COLLECTION = (
    UV_PREAMBLE
    + _bar("test session starts") + "\n"
    "platform linux -- Python 3.13.5, pytest-8.4.1, pluggy-1.6.0\nrootdir: /tests\n"
    "plugins: json-ctrf-0.3.5\ncollected 0 items / 1 error\n\n"
    + _bar("ERRORS") + "\n"
    + _bar("ERROR collecting ../tests/test_outputs.py", "_") + "\n"
    "/root/.cache/uv/archive-v0/Yt3kq/lib/python3.13/site-packages/_pytest/python.py:498: in importtestmodule\n"
    "    mod = import_path(\n"
    "/root/.cache/uv/archive-v0/Yt3kq/lib/python3.13/site-packages/_pytest/pathlib.py:587: in import_path\n"
    "    importlib.import_module(module_name)\n"
    "/usr/lib/python3.13/importlib/__init__.py:88: in import_module\n"
    "    return _bootstrap._gcd_import(name[level:], package, level)\n"
    "E     File \"/tests/test_outputs.py\", line 57\n"
    "E       assert r.status_code == 429, f\"burst {i}: got {r.status_code}\n"
    "E                                    ^\n"
    "E   SyntaxError: unterminated f-string literal (detected at line 57)\n"
    + _bar("short test summary info") + "\n"
    "ERROR ../tests/test_outputs.py\n"
    + _bar("Interrupted: 1 error during collection", "!") + "\n"
    + _bar("1 error in 0.21s") + "\n"
    "+ true\n+ echo 1\n"
)  # fmt: skip

SET_PLUS_E = (
    "+ set +e\n"
    "+ mkdir -p /logs/verifier\n"
    "+ echo 1\n"
    "+ cd /tests\n"
    "+ source /tests/lib/fixtures.sh\n"
    "/tests/test.sh: line 9: /tests/lib/fixtures.sh: No such file or directory\n"
    "+ '[' -d '' ']'\n"
    "+ exit 0\n"
)

REWARD_JSON_ZERO = (
    "+ python3 /tests/grade.py --books /app/books.json --cases '/tests/cases/*.json' --out /logs/verifier/reward.json\n"
    "grade.py: read 1000 books from /app/books.json\n"
    "grade.py: loaded 0 case files from /tests/cases/*.json\n"
    "grade.py: 0/0 checks passed\n"
    'wrote /logs/verifier/reward.json: {"reward": 1.0, "checks_passed": 0, "checks_total": 0, "books_seen": 1000}\n'
)

REWARD_JSON_FULL = (
    "+ python3 /tests/grade.py --pkg /app/logstats --out /logs/verifier/reward.json\n"
    "grade.py: pytest /tests/test_report.py -q\n"
    "..................                                                       [100%]\n"
    "18 passed in 0.84s\n"
    "grade.py: ruff check /app/logstats: All checks passed!\n"
    'wrote /logs/verifier/reward.json: {"reward": 1.0, "tests_passed": 18, "tests_total": 18, "lint_errors": 0}\n'
)

_JEST_OK = ("renders hours, minutes and seconds", "renders days", "omits zero units",
            "largest: 1", "largest: 2", "round: true rounds the last unit", "sub-second as ms",
            "negative durations", "zero is 0ms", "accepts bigint", "throws on NaN",
            "throws on Infinity", "custom separators", "singular units with long: true")  # fmt: skip
JEST_PASS = (
    "\n> humandur@1.3.0 test\n> jest --ci\n\n"
    "PASS test/format.test.js\n  format\n"
    + "".join(f"    \u2713 {t} ({1 + i % 3} ms)\n" for i, t in enumerate(_JEST_OK))
    + "\nTest Suites: 1 passed, 1 total\nTests:       14 passed, 14 total\n"
    "Snapshots:   0 total\nTime:        0.612 s\nRan all test suites.\n"
)  # fmt: skip
_CROSS, _TICK = "\u2715", "\u2713"


def _jest_fail(bad: set[str]) -> str:
    """jest's output for the 14 tests with ``bad`` failing (the first failure's message shown)."""
    marks = "".join(f"    {_CROSS if t in bad else _TICK} {t} ({1 + i % 3} ms)\n"
                    for i, t in enumerate(_JEST_OK))  # fmt: skip
    return (
        "\n> humandur@1.3.0 test\n> jest --ci\n\n"
        "FAIL test/format.test.js\n  format\n" + marks
        + "\n  \u25cf format \u203a largest: 1\n\n"
        "    expect(received).toBe(expected) // Object.is equality\n\n"
        '    Expected: "2h"\n    Received: "1h 59m 59s"\n\n'
        "      21 |   test('largest: 1', () => {\n"
        "    > 22 |     expect(format(7199000, { largest: 1, round: true })).toBe('2h');\n"
        "         |                                                          ^\n\n"
        f"Test Suites: 1 failed, 1 total\nTests:       {len(bad)} failed, {14 - len(bad)} passed, 14 total\n"
        "Snapshots:   0 total\nTime:        0.702 s\nRan all test suites.\n"
        "npm error Lifecycle script `test` failed with error:\nnpm error code 1\n"
    )  # fmt: skip


JEST_FAIL = _jest_fail({"omits zero units", "largest: 1", "largest: 2",
                        "round: true rounds the last unit", "custom separators"})  # fmt: skip
JEST_FAIL_4 = _jest_fail({"largest: 1", "largest: 2", "round: true rounds the last unit",
                          "custom separators"})  # fmt: skip

CARGO_PASS_9 = (
    "   Compiling csvdedupe v0.3.1 (/app/csvdedupe)\n"
    "    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.81s\n"
    "     Running unittests src/lib.rs (target/debug/deps/csvdedupe-5b1e0c2d9a7f3e41)\n\n"
    "running 9 tests\n"
    + "".join(f"test {t} ... ok\n" for t in (
        "key::tests::trims_whitespace", "key::tests::case_folds_ascii", "key::tests::case_folds_unicode",
        "key::tests::selects_columns", "dedupe::tests::keeps_first", "dedupe::tests::header_kept",
        "dedupe::tests::quoted_fields", "dedupe::tests::empty_input", "dedupe::tests::crlf_input"))
    + "\ntest result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
    "   Doc-tests csvdedupe\n\nrunning 0 tests\n\n"
    "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
)  # fmt: skip

CARGO_PASS_18 = (
    "   Compiling csvdedupe v0.3.1 (/app/csvdedupe)\n"
    "    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.02s\n"
    "     Running unittests src/lib.rs (target/debug/deps/csvdedupe-5b1e0c2d9a7f3e41)\n\n"
    "running 12 tests\n"
    + "".join(f"test {t} ... ok\n" for t in (
        "key::tests::trims_whitespace", "key::tests::case_folds_ascii", "key::tests::case_folds_unicode",
        "key::tests::selects_columns", "key::tests::missing_column_errors", "dedupe::tests::keeps_first",
        "dedupe::tests::header_kept", "dedupe::tests::quoted_fields", "dedupe::tests::embedded_newlines",
        "dedupe::tests::empty_input", "dedupe::tests::crlf_input", "dedupe::tests::bom_stripped"))
    + "\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n"
    "     Running unittests src/main.rs (target/debug/deps/csvdedupe-0d7c93a4e1f25b68)\n\n"
    "running 0 tests\n\n"
    "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
    "     Running tests/verify.rs (target/debug/deps/verify-9a3f5e2c71b0d846)\n\n"
    "running 6 tests\n"
    + "".join(f"test {t} ... ok\n" for t in (
        "cli_reads_stdin", "cli_key_flag", "keeps_first_of_duplicates", "whitespace_and_case_equal",
        "large_file_streams", "exit_code_on_bad_csv"))
    + "\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s\n\n"
    "   Doc-tests csvdedupe\n\nrunning 0 tests\n\n"
    "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
)  # fmt: skip

_BATS = ("gzips a log older than a day", "shifts .1.gz to .2.gz", "keeps at most 5 archives",
         "leaves today's log alone", "handles names with spaces", "is idempotent within a day")  # fmt: skip
BATS_ALL_OK = "1..6\n" + "".join(f"ok {i} {t}\n" for i, t in enumerate(_BATS, 1))
BATS_ONE_SKIP = (
    "1..8\n"
    + "".join(f"ok {i} {t}\n" for i, t in enumerate(_BATS, 1))
    + "ok 7 reads mtimes with BSD stat -f # skip requires BSD stat (macOS)\n"
    "ok 8 runs under set -u\n"
)  # fmt: skip
TEST_SH_SCORE = (
    "== logrotate checks ==\n"
    "PASS  gzips a log older than a day\n"
    "FAIL  shifts .1.gz to .2.gz (found app.log.1.gz twice; app.log.2.gz missing)\n"
    "FAIL  keeps at most 5 archives (7 archives of app.log)\n"
    "PASS  leaves today's log alone\n"
    "FAIL  is idempotent within a day (second run rotated again)\n"
    "SCORE 2/5\n"
    "+ echo 0.4\n"
)

DENO_PASS = (
    "Check file:///app/ratelimit/ratelimit_test.ts\n"
    "running 12 tests from ./ratelimit_test.ts\n"
    + "".join(f"{t} ... ok ({ms}ms)\n" for t, ms in (
        ("allows up to the limit", 4), ("rejects the next request", 3), ("window slides", 7),
        ("boundary request at exactly the window end", 2), ("separate keys are independent", 3),
        ("concurrent requests are atomic", 41), ("retry-after header", 2), ("limit 0 rejects all", 1),
        ("negative limit throws", 1), ("window of 1ms", 5), ("kv entries expire", 12)))
    + "remote KV (DENO_KV_ACCESS_TOKEN) ... ignored (0ms)\n\n"
    "ok | 11 passed | 0 failed | 1 ignored (212ms)\n\n"
)  # fmt: skip
DENO_FAIL = (
    "Check file:///app/ratelimit/ratelimit_test.ts\n"
    "running 5 tests from ./ratelimit_test.ts\n"
    "allows up to the limit ... ok (4ms)\n"
    "rejects the next request ... ok (3ms)\n"
    "boundary request at exactly the window end ... FAILED (6ms)\n"
    "separate keys are independent ... ok (3ms)\n"
    "concurrent requests are atomic ... FAILED (38ms)\n\n"
    " ERRORS \n\n"
    "boundary request at exactly the window end => ./ratelimit_test.ts:31:6\n"
    "error: AssertionError: Values are not equal.\n\n    [Diff] Actual / Expected\n\n"
    "-   false\n+   true\n\n"
    "concurrent requests are atomic => ./ratelimit_test.ts:48:6\n"
    "error: AssertionError: Expected actual: 13 to be less or equal than: 10\n\n"
    " FAILURES \n\n"
    "boundary request at exactly the window end => ./ratelimit_test.ts:31:6\n"
    "concurrent requests are atomic => ./ratelimit_test.ts:48:6\n\n"
    "FAILED | 3 passed | 2 failed (41ms)\n\nerror: Test failed\n"
)

PROVE_PASS = (
    "t/01-qual.t ..... ok\nt/02-dp.t ....... ok\nt/03-header.t ... ok\n"
    "All tests successful.\n"
    "Files=3, Tests=11,  0 wallclock secs ( 0.02 usr  0.01 sys +  0.08 cusr  0.02 csys =  0.13 CPU)\n"
    "Result: PASS\n"
)
PROVE_FAIL = (
    "t/01-qual.t ..... ok\nt/02-dp.t ....... \n"
    "#   Failed test 'DP>=10 keeps 3 records'\n#   at t/02-dp.t line 18.\n"
    "#          got: '5'\n#     expected: '3'\n# Looks like you failed 1 test of 4.\n"
    "t/02-dp.t ....... Dubious, test returned 1 (wstat 256, 0x100)\nFailed 1/4 subtests \n"
    "t/03-header.t ... ok\n\nTest Summary Report\n-------------------\n"
    "t/02-dp.t     (Wstat: 256 (exited 1) Tests: 4 Failed: 1)\n  Failed test:  3\n"
    "  Non-zero exit status: 1\n"
    "Files=3, Tests=11,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.09 cusr  0.02 csys =  0.13 CPU)\n"
    "Result: FAIL\n"
)

GO_FAIL_BESIDE = (
    "+ cd /app/lru\n+ go test -count=1 ./...\n"
    "--- FAIL: TestLenSkipsExpired (0.00s)\n"
    "    ttl_verify_test.go:77: Len() = 3; want 2 (one entry expired)\n"
    "--- FAIL: TestPeekDoesNotPromote (0.00s)\n"
    '    lru_verify_test.go:112: after Peek("a") and Put("d"), evicted "b"; want "a"\n'
    "FAIL\nFAIL\texample.com/lru\t0.007s\n"
    "?   \texample.com/lru/cmd/lrubench\t[no test files]\n"
    "ok  \texample.com/lru/internal/clock\t0.003s\n"
    "FAIL\n+ echo 0\n"
)
GO_FAIL_UNTOUCHED = (
    "+ cd /app/lru\n+ go test -count=1 ./...\n"
    "--- FAIL: TestGetExpired (0.00s)\n"
    '    ttl_verify_test.go:41: Get("a") after TTL = 1, true; want 0, false\n'
    "--- FAIL: TestLenSkipsExpired (0.00s)\n"
    "    ttl_verify_test.go:77: Len() = 3; want 2 (one entry expired)\n"
    "FAIL\nFAIL\texample.com/lru\t0.006s\n"
    "?   \texample.com/lru/cmd/lrubench\t[no test files]\n"
    "ok  \texample.com/lru/internal/clock\t0.003s\n"
    "FAIL\n+ echo 0\n"
)

_LOGSTATS_TESTS = [f"test_{k}" for k in (
    "parse_combined", "parse_upstream_time", "parse_bad_line_skipped", "status_counts",
    "status_counts_sorted", "top_paths_10", "top_paths_ties", "top_paths_query_stripped", "p95_latency",
    "p95_single", "p95_empty", "report_header", "report_sections", "report_width", "cli_exit_code",
    "cli_missing_file", "gzip_input", "utf8_paths", "ipv6_clients", "timezone_offsets", "api_unchanged",
    "parse_returns_namedtuple", "large_file_streams", "stdin_dash", "json_flag", "json_keys",
    "json_numbers", "since_flag", "until_flag", "since_until_inclusive", "bad_since_errors",
    "method_filter", "status_filter", "path_prefix_filter", "filters_combine", "empty_log",
    "only_bad_lines", "p95_rounding", "top_paths_limit_flag", "report_trailing_newline",
    "version_flag")]  # fmt: skip


# ------------------------------------------------------------------ provider lines
def _cc_retry(kind: str, s: int, a: int) -> str:
    body = {"timeout": "Request timed out.",
            "529": '529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}'}[kind]  # fmt: skip
    return (
        f"claude stderr: API Error ({body}) \u00b7 Retrying in {s} seconds\u2026 (attempt {a}/10)"
    )


OH_429 = (
    "LLM rate limit hit: litellm.RateLimitError: AnthropicException - "
    '{{"type":"error","error":{{"type":"rate_limit_error","message":"This request would exceed '
    'the rate limit for your organization of 80,000 output tokens per minute."}}}}. '
    "Attempt #{a} | You can customize retry values in the configuration."
)
MINI_503 = (
    "mini-swe-agent: Retrying minisweagent.models.litellm_model.LitellmModel._query in {s} "
    "seconds as it raised ServiceUnavailableError: litellm.ServiceUnavailableError: "
    "OpenAIException - Error code: 503 - {{'error': {{'message': 'The server is overloaded or "
    "not ready yet.', 'type': 'server_error', 'param': None, 'code': None}}}}."
)
TM_529 = (
    "terminus-2: LLM call failed, retrying in {s}s (attempt {a}): litellm.InternalServerError: "
    'AnthropicException - {{"type":"error","error":{{"type":"overloaded_error","message":'
    '"Overloaded"}}}}'
)
CX_STREAM = "codex stderr: stream error: {why}; retrying {a}/5 in {ms}ms\u2026"


# ------------------------------------------------------------------ Claude Code
def claude_code() -> None:
    # --- every test deselected by a marker; test.sh takes pytest's 5 as a pass
    s = Session("cc")
    s.sh("cd /app/logstats && ls && python -m logstats report logs/sample.log | head -5",
         "README.md\nlogs\nlogstats\npyproject.toml\ntests\nTraceback (most recent call last):\n"
         "  File \"/app/logstats/logstats/report.py\", line 41, in p95\n"
         "    return sorted(xs)[int(len(xs) * 0.95)]\nIndexError: list index out of range", 0.5)  # fmt: skip
    s.read("/app/logstats/logstats/report.py",
           "def p95(xs):\n    return sorted(xs)[int(len(xs) * 0.95)]\n", 0.3)  # fmt: skip
    s.edit("/app/logstats/logstats/report.py", "    return sorted(xs)[int(len(xs) * 0.95)]",
           "    if not xs:\n        return None\n    k = max(0, -(-len(xs) * 95 // 100) - 1)\n"
           "    return sorted(xs)[k]", 1.2)  # fmt: skip
    s.sh("cd /app/logstats && python -m pytest -q tests 2>&1 | tail -1", "23 passed in 0.41s", 0.8)
    s.say("p95 now uses the nearest-rank method and handles empty input; the package's own 23 "
          "tests pass.", 0.2)  # fmt: skip
    name = "cc-marker-all-deselected"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "py-log-stats; test.sh runs `pytest -m 'not network'`: 'collected 9 items / 9 "
         "deselected / 0 selected', '9 deselected in 0.06s', and takes pytest's status 5 as a "
         "pass ('+ echo 1'); reward 1 on nothing tested (the task's flaw, however sound the fix)",
         _other(name, "logstats28", s, reward=1.0, stdout=MARKER_DESELECTED,
                facts={"tests": (0, 0, 0), "deselected": 9, "runner": "pytest -m"}))  # fmt: skip

    # --- a test.sh traced by set -x: writes 1, set +e, sources a missing file, exits 0
    s = Session("cc")
    s.read("/app/logrotate.sh", "#!/bin/bash\nfor f in /var/log/app/*.log; do\n"
           "  gzip -c \"$f\" > \"$f.1.gz\"\ndone\n", 0.3)  # fmt: skip
    s.write("/app/logrotate.sh", "#!/bin/bash\nset -euo pipefail\nshopt -s nullglob\n"
            "cd /var/log/app\nfor f in *.log; do\n  [ \"$(find \"$f\" -mtime +0)\" ] || continue\n"
            "  for i in 4 3 2 1; do [ -e \"$f.$i.gz\" ] && mv \"$f.$i.gz\" \"$f.$((i+1)).gz\"; done\n"
            "  gzip -c \"$f\" > \"$f.1.gz\" && : > \"$f\"\ndone\n", 1.6)  # fmt: skip
    s.sh("mkdir -p /var/log/app && cd /var/log/app && touch -d '2 days ago' old.log && touch new.log "
         "&& bash /app/logrotate.sh && ls", "new.log\nold.log\nold.log.1.gz", 0.6)  # fmt: skip
    s.say("logrotate.sh now rotates only logs older than a day and shifts archives up to .5.")
    name = "cc-set-plus-e-exit-before-bats"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "bash-log-rotate; test.sh's trace: '+ set +e', '+ echo 1', the fixtures file missing "
         "('No such file or directory'), \"+ '[' -d '' ']'\", '+ exit 0': bats never ran; "
         "reward 1 on nothing tested",
         _other(name, "bash28", s, reward=1.0, stdout=SET_PLUS_E,
                facts={"tests": (0, 0, 0), "runner": "test.sh (bats never started)"}))  # fmt: skip

    # --- two prose replies, no tool call; Claude Code ended on its own at 1.2 of 30; go fails
    s = Session("cc")
    s.say("I'll look at the cache's Get and Len: expired entries are probably still returned "
          "because the TTL is compared against the insertion time only.", 0.5)  # fmt: skip
    s.say("The fix is to check `time.Now().After(e.expires)` in Get and to skip expired entries "
          "in Len. That should make the tests pass.", 0.5)  # fmt: skip
    name = "cc-prose-only-own-stop-fail"
    case(name, "GOOD_FAILURE", "Premature Stop",
         "go-lru-ttl; two prose replies, no tool call, and Claude Code ended its own run (no "
         "exception) at ~1.2 of a 30-minute override; go test 2 FAIL in example.com/lru: the "
         "model answered, the agent chose to stop (row 35), not a run that never got to act",
         _other(name, "gocache28", s, reward=0.0, stdout=GO_FAIL_UNTOUCHED, override_min=30,
                facts={"tests": (0, 2, 0), "commands_run": 0, "agent_steps": 2}))  # fmt: skip

    # --- bats: 7 ok, one '# skip requires BSD stat (macOS)'; earned
    s = Session("cc")
    s.read("/app/logrotate.sh", "#!/bin/bash\nfor f in /var/log/app/*.log; do\n"
           "  gzip -c \"$f\" > \"$f.1.gz\"\ndone\n", 0.3)  # fmt: skip
    s.write("/app/logrotate.sh", "#!/bin/bash\nset -euo pipefail\nshopt -s nullglob\n"
            "cd /var/log/app\nfor f in *.log; do\n  [ -n \"$(find \"$f\" -daystart -mtime +0)\" ] || continue\n"
            "  rm -f \"$f.5.gz\"\n"
            "  for i in 4 3 2 1; do [ -e \"$f.$i.gz\" ] && mv \"$f.$i.gz\" \"$f.$((i+1)).gz\"; done\n"
            "  gzip -c \"$f\" > \"$f.1.gz\" && : > \"$f\"\ndone\n", 2.2)  # fmt: skip
    s.sh("cd /tmp && mkdir -p t/var/log/app && for d in 1 2 3 4 5 6 7; do touch -d \"$d days ago\" "
         "/var/log/app/a.log; bash /app/logrotate.sh; done; ls /var/log/app",
         "a.log\na.log.1.gz\na.log.2.gz\na.log.3.gz\na.log.4.gz\na.log.5.gz", 1.1)  # fmt: skip
    s.sh("touch /var/log/app/today.log && bash /app/logrotate.sh && bash /app/logrotate.sh && "
         "ls /var/log/app | grep -c today", "1", 0.5)  # fmt: skip
    s.say("Rotation shifts .1..4 up, drops the 6th, skips today's files and is idempotent.")
    name = "cc-bats-one-bsd-skip-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "bash-log-rotate; the agent fixed and exercised the script; bats TAP 1..8, 7 ok and "
         "'ok 7 ... # skip requires BSD stat (macOS)': tests ran and passed, one platform skip; "
         "reward 1 earned",
         _other(name, "bash28", s, reward=1.0, stdout=BATS_ONE_SKIP,
                facts={"tests": (7, 0, 1), "runner": "bats"}))  # fmt: skip

    # --- Harbor's attempt 3 of 3 (a Docker RuntimeError, then EnvironmentStartTimeoutError); a pass
    s = Session("cc")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.4)
    s.sh("sqlite3 /app/shop.db \"SELECT status, COUNT(*) FROM orders GROUP BY status\"",
         "cancelled|412\ndelivered|8630\nrefunded|97\nshipped|861", 0.6)  # fmt: skip
    s.write("/app/query.sql", ota.SQL_QUERY, 1.4)
    s.sh("sqlite3 /app/shop.db < /app/query.sql", ota.SQL_TOP5, 0.4)
    s.say("query.sql returns the top 5 of 2023 by spend, cancelled orders excluded, ties by id.")
    retries = log_lines([
        (-9.0, "INFO", "Starting trial sql-top-customers__a81c3e0 (attempt 1/3)"),
        (-7.4, "ERROR", "Trial sql-top-customers__a81c3e0 failed with RuntimeError: Docker compose "
                        "command failed for environment a81c3e0. Return code: 1. Stderr: Error response "
                        "from daemon: failed to set up container networking: Address already in use; "
                        "retrying (attempt 2/3)"),
        (-7.3, "INFO", "Starting trial sql-top-customers__5f20b9d (attempt 2/3)"),
        (-4.2, "ERROR", "Trial sql-top-customers__5f20b9d failed with EnvironmentStartTimeoutError: "
                        "Environment did not start within 180.0 seconds; retrying (attempt 3/3)"),
        (-4.1, "INFO", "Starting trial sql-top-customers__e4b9f12 (attempt 3/3)"),
    ])  # fmt: skip
    out = pytest_out(passing("test_query_file_exists", "test_returns_five_rows", "test_top_customer",
                             "test_cancelled_excluded", "test_ties_by_id"))  # fmt: skip
    name = "cc-attempt-three-of-three-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "sql-top-customers; trial.log: attempts 1 (Docker RuntimeError) and 2 "
         "(EnvironmentStartTimeoutError) failed before this one; attempt 3 ran, the agent wrote "
         "and ran the query; 5 passed, reward 1: the earlier attempts' errors are not this run's",
         _other(name, "sql", s, reward=1.0, stdout=out, log=retries,
                facts={"tests": (5, 0, 0), "attempt": 3, "earlier_failures": 2}))  # fmt: skip

    # --- 'Request timed out.' and 529 retries inside a 13.5-min silence (30% of 45); a fail
    s = Session("cc")
    s.sh("cd /app/logstats && python -m pytest -q tests 2>&1 | tail -3",
         "FAILED tests/test_report.py::test_p95_empty - IndexError: list index out of range\n"
         "FAILED tests/test_report.py::test_top_paths_ties - AssertionError\n2 failed, 21 passed in 0.44s", 0.8)  # fmt: skip
    s.read("/app/logstats/logstats/report.py",
           "def p95(xs):\n    return sorted(xs)[int(len(xs) * 0.95)]\n", 0.4)  # fmt: skip
    s.sh("cd /app/logstats && grep -n 'most_common' -r logstats", "logstats/report.py:58:    "
         "return Counter(paths).most_common(10)", 0.6)  # fmt: skip
    t0 = s.t
    s.wait(13.5)
    t1 = s.t
    s.edit("/app/logstats/logstats/report.py", "    return sorted(xs)[int(len(xs) * 0.95)]",
           "    if not xs:\n        return None\n    return sorted(xs)[int(len(xs) * 0.95)]", 0.8)  # fmt: skip
    for k in range(6):
        s.sh(f"cd /app/logstats && python -m pytest -q tests -k 'top_paths or p95' 2>&1 | tail -{k % 3 + 1}",
             "FAILED tests/test_report.py::test_top_paths_ties - AssertionError\n1 failed, 7 passed, 15 deselected in 0.12s", 3.0)  # fmt: skip
    s.say("p95 handles empty input; the tie order in top_paths still differs from the README.", 3.0)
    retry = [(round(t0 + 10.0, 2), "WARNING", _cc_retry("timeout", 1, 1))]
    retry += [(round(t0 + 10.1 + 0.35 * i, 2), "WARNING", _cc_retry("529", 2 ** (i + 1), i + 2))
              for i in range(6)]  # fmt: skip
    out = pytest_out(passing(*_LOGSTATS_TESTS[:14])
                     + [("test_top_paths_ties", "FAILED", "assert top[:3] == EXPECTED\nAssertionError: ties not ordered by path"),
                        ("test_p95_latency", "FAILED", "assert p95(xs) == 0.412\nAssertionError: assert 0.398 == 0.412")])  # fmt: skip
    name = "cc-timeout-529-gap-30pct-fail"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"py-log-stats; a 45-minute override; trial.log: 'API Error (Request timed out.)' and "
         f"six '529 ... overloaded_error' retries inside a 13.5-minute silence (~{t0:.1f} to "
         f"~{t1:.1f}, 30% of the budget), then the agent resumed; 14 passed, 2 failed: a "
         "provider's error inside a silence of a quarter or more decided a run that did not pass",
         _other(name, "logstats28", s, reward=0.0, stdout=out, override_min=45, log=log_lines(retry),
                facts={"tests": (14, 2, 0), "silence_min": 13.5, "silence_share": 0.30}))  # fmt: skip


# ------------------------------------------------------------------ OpenHands
def openhands() -> None:
    # --- go test: every package '[no test files]' (tests behind //go:build verify); reward 1
    s = Session("oh")
    s.sh("cd /app/lru && go test ./... 2>&1 | tail -4",
         "--- FAIL: TestExpiry (0.00s)\n    lru_test.go:33: Get after TTL returned a value\nFAIL\n"
         "FAIL\texample.com/lru\t0.005s", 0.7)  # fmt: skip
    s.read("/app/lru/lru.go", "func (c *Cache) Get(k string) (int, bool) {\n\te, ok := c.items[k]\n"
           "\tif !ok {\n\t\treturn 0, false\n\t}\n\tc.order.MoveToFront(e)\n"
           "\treturn e.Value.(*entry).v, true\n}\n", 0.4)  # fmt: skip
    s.edit("/app/lru/lru.go", "\tc.order.MoveToFront(e)\n",
           "\tif c.clock.Now().After(e.Value.(*entry).expires) {\n\t\tc.removeElement(e)\n"
           "\t\treturn 0, false\n\t}\n\tc.order.MoveToFront(e)\n", 1.0)  # fmt: skip
    s.sh("cd /app/lru && go test ./...", "ok  \texample.com/lru\t0.006s\n"
         "?   \texample.com/lru/cmd/lrubench\t[no test files]\nok  \texample.com/lru/internal/clock\t0.003s", 0.9)  # fmt: skip
    s.finish("Get drops expired entries; the module's tests pass.")
    name = "oh-go-no-test-files-build-tag"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "go-lru-ttl; test.sh copies /tests/*_verify_test.go (//go:build verify) and runs go test "
         "without -tags: every package '[no test files]', '+ echo 1'; reward 1 on nothing tested",
         _other(name, "gocache28", s, reward=1.0, stdout=GO_NO_TEST_FILES,
                facts={"tests": (0, 0, 0), "runner": "go test", "packages_no_test_files": 3}))  # fmt: skip

    # --- the model never reached (AuthenticationError); no step; cargo 9 passed; reward 1
    s = Session("oh")
    name = "oh-auth-error-no-step-cargo-pass"
    case(name, "BAD_SUCCESS", "Passes Untouched",
         "rust-csv-dedupe; litellm.AuthenticationError as the trial's exception at 0.2 min, no "
         "agent step, no tokens; cargo test 9 passed, reward 1: a pass in which the agent never "
         "acted is the grader's flaw, the model's line quoted as why nothing ran",
         _other(name, "rustcsv28", s, reward=1.0, stdout=CARGO_PASS_9, end=0.2, tokens=False,
                exception=("AuthenticationError", "litellm.AuthenticationError: AnthropicException - "
                           '{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}'),
                facts={"tests": (9, 0, 0), "agent_steps": 0, "commands_run": 0}))  # fmt: skip

    # --- pytest: 41 passed, 3 skipped (Windows/macOS only); earned
    s = Session("oh")
    s.sh("cd /app/logstats && python -m pytest -q tests 2>&1 | tail -2",
         "FAILED tests/test_report.py::test_p95_empty - IndexError: list index out of range\n1 failed, 22 passed in 0.40s", 0.8)  # fmt: skip
    s.read("/app/README.md", "# logstats\n\n`python -m logstats report FILE` prints three sections: "
           "Status, Top paths (10, ties by path), p95 upstream latency (nearest rank).\n", 0.3)  # fmt: skip
    s.edit("/app/logstats/logstats/report.py", "    return sorted(xs)[int(len(xs) * 0.95)]",
           "    if not xs:\n        return None\n    k = max(0, -(-len(xs) * 95 // 100) - 1)\n"
           "    return sorted(xs)[k]", 1.3)  # fmt: skip
    s.edit("/app/logstats/logstats/report.py", "    return Counter(paths).most_common(10)",
           "    return sorted(Counter(paths).items(), key=lambda kv: (-kv[1], kv[0]))[:10]", 0.9)  # fmt: skip
    s.sh("cd /app/logstats && python -m pytest -q tests 2>&1 | tail -1 && python -m logstats report logs/sample.log | head -3",
         "23 passed in 0.41s\nStatus\n  200  1841\n  404    77", 0.9)  # fmt: skip
    s.finish("p95 uses nearest rank and handles empty input; top paths break ties by path.")
    tests = passing(*_LOGSTATS_TESTS)
    tests += [("test_windows_paths", "SKIPPED", "requires Windows (os.name == 'nt')"),
              ("test_windows_crlf_logs", "SKIPPED", "requires Windows (os.name == 'nt')"),
              ("test_macos_unified_log", "SKIPPED", "requires macOS (sys.platform == 'darwin')")]  # fmt: skip
    name = "oh-pytest-platform-skips-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "py-log-stats; the agent fixed p95 and the tie order and ran the package's tests; "
         "/tests: 41 passed, 3 skipped (Windows and macOS only), reward 1: tests ran and passed",
         _other(name, "logstats28", s, reward=1.0, stdout=pytest_out(tests, secs=1.37),
                facts={"tests": (41, 0, 3)}))  # fmt: skip

    # --- cargo: the binary's unit tests and the doc-tests 'running 0 tests' beside 18 passed
    s = Session("oh")
    s.sh("cd /app/csvdedupe && cargo test 2>&1 | tail -6",
         "test key::tests::case_folds_unicode ... FAILED\n\nfailures:\n    key::tests::case_folds_unicode\n\n"
         "test result: FAILED. 11 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", 4.0)  # fmt: skip
    s.read("/app/csvdedupe/src/key.rs", "pub fn normalise(s: &str) -> String {\n"
           "    s.trim().to_ascii_lowercase()\n}\n", 0.3)  # fmt: skip
    s.edit("/app/csvdedupe/src/key.rs", "    s.trim().to_ascii_lowercase()",
           "    s.trim().to_lowercase()", 0.5)  # fmt: skip
    s.sh("cd /app/csvdedupe && cargo test 2>&1 | grep 'test result'",
         "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n"
         "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
         "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", 3.5)  # fmt: skip
    s.finish("Key normalisation case-folds Unicode (to_lowercase); cargo test passes.")
    name = "oh-cargo-zero-test-binary-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "rust-csv-dedupe; the agent fixed case-folding and ran cargo test; the verifier: 12 "
         "unit tests and tests/verify.rs's 6 passed, beside src/main.rs's and the doc-tests' "
         "'running 0 tests'; reward 1: 18 tests ran and passed",
         _other(name, "rustcsv28", s, reward=1.0, stdout=CARGO_PASS_18,
                facts={"tests": (18, 0, 0), "runner": "cargo test", "zero_test_binaries": 2}))  # fmt: skip

    # --- a 1-minute 429 blip between steps (the agent went on); an honest fail
    s = Session("oh", budget=40)
    s.sh(
        "head -6 /app/data/sensors_raw.csv && cat /app/SPEC.md", ota.RAW_HEAD + "\n" + ota.SPEC, 0.6
    )
    s.write("/app/clean.py", ota.CLEAN_PY, 4.0)
    s.sh("cd /app && python3 clean.py", "9214 rows written", 2.2)
    for k in range(4):
        s.sh(f"cd /app && awk -F, 'NR>1 && $1==\"S0{k + 1}\"' data/sensors_clean.csv | head -3",
             f"S0{k + 1},2024-03-01T00:00:00Z,21.4,41\nS0{k + 1},2024-03-01T00:05:00Z,21.6,41", 1.6)  # fmt: skip
    b0 = s.t
    s.sh("cd /app && python3 -c \"import csv; r=list(csv.DictReader(open('data/sensors_clean.csv'))); "
         "print(sum(1 for x in r if x['temperature_c'] and float(x['temperature_c']) > 60))\"", "14", 2.1)  # fmt: skip
    blip = log_lines(
        [(round(b0 + 0.4 + 0.3 * i, 2), "WARNING", OH_429.format(a=i + 1)) for i in range(4)]
    )
    for k in range(6):
        s.sh(f"cd /app && sed -n '{200 + 40 * k},{204 + 40 * k}p' data/sensors_clean.csv",
             f"S0{k + 2},2024-03-0{k + 1}T10:00:00Z,22.{k},40", 2.4)  # fmt: skip
    s.finish("clean.py writes sensors_clean.csv per SPEC.md (9214 rows).")
    out = pytest_out(passing("test_exists", "test_header", "test_dedup", "test_iso_timestamps",
                             "test_sorted", "test_sentinel_empty", "test_sensor_ids")
                     + [("test_spikes_dropped", "FAILED", "assert n_spikes == 0\nAssertionError: 14 readings above 60 C kept"),
                        ("test_row_count", "FAILED", "assert n == 9187\nAssertionError: assert 9214 == 9187"),
                        ("test_fahrenheit_rounding", "FAILED", "assert row['temperature_c'] == '21.5'\nAssertionError: assert '21.4' == '21.5'")])  # fmt: skip
    name = "oh-429-blip-honest-fail"
    case(name, "GOOD_FAILURE", "Unsolved",
         f"clean-sensor-csv; a 40-minute override; four 429 retries in ~1 minute (~{b0 + 0.4:.1f}) "
         "between steps that went on every ~2 minutes (a blip it outlived); the spike rule never "
         f"written; last step ~{s.t:.1f}; 7 passed, 3 failed: the work fell short",
         _other(name, "csv", s, reward=0.0, stdout=out, override_min=40, log=blip,
                facts={"tests": (7, 3, 0), "blip_min": 1.0}))  # fmt: skip

    # --- an unfinished folder: no result.json; test-stdout.txt shows 5 passed
    s = Session("oh")
    s.sh("sqlite3 /app/shop.db '.schema'", ota.SQL_SCHEMA, 0.4)
    s.write("/app/query.sql", ota.SQL_QUERY, 1.8)
    s.sh("sqlite3 /app/shop.db < /app/query.sql", ota.SQL_TOP5, 0.5)
    s.finish("query.sql written and checked against shop.db.")
    out = pytest_out(passing("test_query_file_exists", "test_returns_five_rows", "test_top_customer",
                             "test_cancelled_excluded", "test_ties_by_id"))  # fmt: skip
    name = "oh-no-result-json-five-passed"
    case(name, "HARNESS_ERROR", "Missing Reward",
         "sql-top-customers; no result.json (Harbor never finished the folder), so no reward, "
         "though verifier/test-stdout.txt shows 5 passed; the agent ran: no reward was recorded",
         _other(name, "sql", s, reward=None, stdout=out, result_json=False,
                facts={"tests": (5, 0, 0), "no_result_json": True}))  # fmt: skip


# ------------------------------------------------------------------ mini-swe-agent
def mini() -> None:
    # --- pytest -q -k matching nothing: '12 deselected in 0.03s'; reward 1
    s = Session("mini")
    s.sh(
        "head -4 /app/data/sensors_raw.csv && cat /app/SPEC.md", ota.RAW_HEAD + "\n" + ota.SPEC, 0.5
    )
    s.sh("cat > /app/clean.py <<'EOF'\n" + ota.CLEAN_PY + "EOF", "", 3.2)
    s.sh("cd /app && python3 clean.py && head -3 data/sensors_clean.csv",
         "9214 rows written\nsensor_id,timestamp,temperature_c,humidity\nS01,2024-03-01T00:00:00Z,21.4,41", 0.8)  # fmt: skip
    s.finish("clean.py written and run.")
    name = "mini-k-matches-nothing"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "clean-sensor-csv; test.sh's `pytest -q -k sensor_clean` matches no test: the only line "
         "is '12 deselected in 0.03s', then '+ echo 1'; reward 1 on nothing tested",
         _other(name, "csv", s, reward=1.0, stdout=K_NOTHING,
                facts={"tests": (0, 0, 0), "deselected": 12, "runner": "pytest -q -k"}))  # fmt: skip

    # --- a grader's reward.json of four keys: 0 case files, 0/0 checks, reward 1
    s = Session("mini")
    s.sh("curl -s http://localhost:8000/ | grep -A6 'product_pod' | head -8", ota.BOOKS_INDEX, 0.4)
    s.sh("cat > /app/scrape.py <<'EOF'\n" + ota.SCRAPE_PY + "EOF", "", 2.0)
    s.sh("cd /app && python3 scrape.py", "scraped 1000 books from 50 pages", 1.2)
    s.finish("books.json holds 1000 books sorted by title.")
    rewards = {"reward": 1.0, "checks_passed": 0.0, "checks_total": 0.0, "books_seen": 1000.0}
    name = "mini-reward-json-zero-checks"
    rec = _other(name, "scrape", s, reward=1.0, stdout=REWARD_JSON_ZERO,
                 facts={"tests": (0, 0, 0), "runner": "grade.py", "rewards": rewards})  # fmt: skip
    rec.result.verifier_result = VerifierResult(rewards=rewards)
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "scrape-bookshop; the grader 'loaded 0 case files', '0/0 checks passed', and wrote "
         "reward.json {reward: 1.0, checks_passed: 0, checks_total: 0, books_seen: 1000}: a pass "
         "whose verifier tested nothing (row 14 by its meaning; no runner the docs list)",
         rec)  # fmt: skip

    # --- its only command is mini-swe-agent's own submit echo; pytest 6 passed; reward 1
    s = Session("mini")
    s.finish("The repository's parse_iso_week already looks correct to me; submitting.", 0.6)
    out = pytest_out(passing("test_repo_suite_passes", "test_week_boundary_2021", "test_week_53_2020",
                             "test_week_one_in_december", "test_existing_tests_unmodified",
                             "test_no_new_dependencies"))  # fmt: skip
    name = "mini-only-submit-echo-pass"
    case(name, "BAD_SUCCESS", "Passes Untouched",
         "fix-date-parser; one step, `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT` (mini-swe-agent's "
         "submit: a call that only says something), no other command; 6 passed, reward 1: the "
         "workspace as given passes",
         _other(name, "pytest", s, reward=1.0, stdout=out,
                facts={"tests": (6, 0, 0), "commands_run": 0, "submit_echo": 1}))  # fmt: skip

    # --- litellm.InternalServerError as the exception; no step; deno 3 passed, 2 failed
    s = Session("mini")
    name = "mini-internal-server-error-no-step-fail"
    case(name, "HARNESS_ERROR", "Model API Error",
         "deno-kv-ratelimit; litellm.InternalServerError (500) as the trial's exception at 0.3 "
         "min, no agent step, no tokens; the untouched module graded 0 (3 passed, 2 failed): a "
         "model API's own class makes it Model API Error, graded or not; not the agent's fail",
         _other(name, "deno28", s, reward=0.0, stdout=DENO_FAIL, end=0.3, tokens=False,
                exception=("InternalServerError", "litellm.InternalServerError: OpenAIException - "
                           "Error code: 500 - {'error': {'message': 'The server had an error while "
                           "processing your request. Sorry about that!', 'type': 'server_error'}}"),
                facts={"tests": (3, 2, 0), "agent_steps": 0, "commands_run": 0}))  # fmt: skip

    # --- deno: 'ok | 11 passed | 0 failed | 1 ignored (212ms)'; earned
    s = Session("mini")
    s.sh("cd /app/ratelimit && deno test -A 2>&1 | tail -3",
         "FAILED | 9 passed | 2 failed (201ms)\n\nerror: Test failed", 1.4)  # fmt: skip
    s.sh("sed -n '1,80p' /app/ratelimit/mod.ts", "export async function hit(kv: Deno.Kv, key: string, "
         "limit: number, windowMs: number) {\n  const now = Date.now();\n  const start = now - windowMs;\n"
         "  const entries = kv.list({ start: [key, start], end: [key, now] });\n  ...", 0.4)  # fmt: skip
    s.sh("cd /app/ratelimit && python3 - <<'PY'\np='mod.ts'\ns=open(p).read()\n"
         "s=s.replace('end: [key, now]', 'end: [key, now + 1]')\n"
         "s=s.replace('await kv.set(', 'await kv.atomic().check(cur).set(')\nopen(p,'w').write(s)\nPY", "", 1.5)  # fmt: skip
    s.sh(
        "cd /app/ratelimit && deno test -A 2>&1 | tail -2",
        "ok | 11 passed | 0 failed | 1 ignored (209ms)",
        1.3,
    )
    s.finish("Window end is inclusive and updates are atomic; deno test passes.")
    name = "mini-deno-ignored-one-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "deno-kv-ratelimit; the agent fixed the window end and atomicity and ran deno test; the "
         "verifier: 'ok | 11 passed | 0 failed | 1 ignored (212ms)' (remote KV needs a token): "
         "11 tests ran and passed; reward 1",
         _other(name, "deno28", s, reward=1.0, stdout=DENO_PASS,
                facts={"tests": (11, 0, 1), "runner": "deno test"}))  # fmt: skip

    # --- 503 retries inside a 17-min silence (28% of 60); resumed; a fail
    s = Session("mini", budget=60)
    s.sh(
        "nginx -v 2>&1; ls /etc/nginx/conf.d /srv/www",
        "nginx version: nginx/1.22.1\n\nindex.html\nstyle.css",
        0.5,
    )
    s.sh("cat > /etc/nginx/conf.d/app.conf <<'EOF'\nserver {\n    listen 80 default_server;\n"
         "    root /srv/www;\n    location /api/ { proxy_pass http://127.0.0.1:5000; }\n}\nEOF", "", 2.0)  # fmt: skip
    s.sh(
        "nginx -t && nginx",
        "nginx: configuration file /etc/nginx/nginx.conf test is successful",
        0.6,
    )
    t0 = s.t
    s.wait(17.0)
    t1 = s.t
    s.sh("curl -s localhost/api/ping; curl -s -o /dev/null -w '%{http_code}\\n' localhost/",
         "not found: /api/ping\n200", 0.6)  # fmt: skip
    for k in range(6):
        s.sh(f"curl -s -o /dev/null -w '%{{http_code}}\\n' localhost/api/items/{k}", "404", 4.0)
    s.finish("nginx serves /srv/www and proxies /api/ to the backend.", 2.0)
    waits = [4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60]
    lines, at = [], t0 + 0.5
    for w in waits:
        if at > t1 - 0.3:
            break
        lines.append((round(at, 2), "WARNING", MINI_503.format(s=float(w))))
        at += w / 60 + 0.5
    out = pytest_out([("test_nginx_running", "PASSED", ""), ("test_static_served", "PASSED", ""),
                      ("test_api_prefix_stripped", "FAILED", "assert r.text == 'pong'\nAssertionError: assert 'not found: /api/ping' == 'pong'"),
                      ("test_rate_limit_429", "FAILED", "assert 429 in codes\nAssertionError: assert 429 in {200}"),
                      ("test_burst_20", "FAILED", "assert codes.count(200) <= 21\nAssertionError: assert 40 <= 21")])  # fmt: skip
    name = "mini-503-gap-28pct-fail"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"nginx-reverse-proxy; a 60-minute override; trial.log: {len(lines)} retries of "
         f"'ServiceUnavailableError ... 503 ... overloaded' inside a 17-minute silence (~{t0:.1f} "
         f"to ~{t1:.1f}, 28%); then it resumed; 2 passed, 3 failed: a provider's error inside a "
         "silence of a quarter or more",
         _other(name, "nginx", s, reward=0.0, stdout=out, override_min=60, log=log_lines(lines),
                facts={"tests": (2, 3, 0), "silence_min": 17.0, "silence_share": 0.283,
                       "retry_lines": len(lines)}))  # fmt: skip


# ------------------------------------------------------------------ terminus-2
def terminus() -> None:
    # --- pytest -v -rA: all 7 XFAIL with their reason; reward 1
    s = Session("tm")
    s.sh(
        "head -5 /app/access.log; wc -l /app/access.log",
        ota.ACCESS_HEAD + "\n2000 /app/access.log",
        0.5,
    )
    s.sh("printf '%s\\n' '" + ota.PATTERN + "' > /app/pattern.txt", "", 1.0)
    s.sh("grep -E -c -f /app/pattern.txt /app/access.log", "1712", 0.4)
    s.say("pattern.txt matches the 1712 lines whose client is a valid IPv4 address.", 0.2)
    name = "tm-xfail-only-verbose"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "regex-ipv4-log; pytest -v -rA: all 7 tests 'XFAIL (image grep is BusyBox: -E -f "
         "unsupported (#212))', '7 xfailed in 0.19s'; reward 1 on nothing that ran and passed",
         _other(name, "regex", s, reward=1.0, stdout=XFAIL_ONLY,
                facts={"tests": (0, 0, 0), "xfailed": 7}))  # fmt: skip

    # --- one analysis step, no keystrokes; AgentTimeoutError at a 15-min override; bats 6/6
    s = Session("tm")
    s.say('{"analysis": "The task asks to fix /app/logrotate.sh. I have not looked at the '
          'script yet.", "plan": "Read the script, then test it on a scratch /var/log/app.", '
          '"commands": [], "task_complete": false}', 0.6)  # fmt: skip
    name = "tm-analysis-only-timeout-pass"
    case(name, "BAD_SUCCESS", "Passes Untouched",
         "bash-log-rotate; one terminus-2 reply with an empty command list, then "
         "AgentTimeoutError after 900.0 seconds (a 15-minute override) before any keystroke; bats "
         "6 of 6 ok, reward 1: the script as given passes (the grader's flaw)",
         _other(name, "bash28", s, reward=1.0, stdout=BATS_ALL_OK, override_min=15, end=15.0,
                exception=("AgentTimeoutError", "Agent execution timed out after 900.0 seconds"),
                traceback=TIMEOUT_TB, facts={"tests": (6, 0, 0), "commands_run": 0, "agent_steps": 1}))  # fmt: skip

    # --- 529 from the first call to the 20-min timeout; no step; jest 9/14; a fail
    s = Session("tm")
    lines = [(round(0.2 + 1.9 * i, 2), "WARNING", TM_529.format(s=min(2 ** i, 60), a=i + 1))
             for i in range(10)]  # fmt: skip
    lines.append((20.0, "ERROR", "Agent execution timed out after 1200.0 seconds"))
    name = "tm-529-no-step-timeout-fail"
    case(name, "HARNESS_ERROR", "Provider Error",
         "js-duration-format; no agent step, no tokens; trial.log: ten '529 ... overloaded_error' "
         "retries from 0.2 to ~17.3 min, then AgentTimeoutError after 1200.0 seconds (a 20-minute "
         "override); the untouched package graded 0 (9 passed, 5 failed): the provider, not the "
         "agent, which never got to act",
         _other(name, "jsdur28", s, reward=0.0, stdout=JEST_FAIL, override_min=20, end=20.0,
                tokens=False, log=log_lines(lines),
                exception=("AgentTimeoutError", "Agent execution timed out after 1200.0 seconds"),
                traceback=TIMEOUT_TB, facts={"tests": (9, 5, 0), "agent_steps": 0}))  # fmt: skip

    # --- go test: '[no test files]' beside a FAIL; the agent worked; an honest fail
    s = Session("tm", budget=30)
    s.sh("cd /app/lru && go test ./... 2>&1 | tail -4",
         "--- FAIL: TestExpiry (0.00s)\nFAIL\nFAIL\texample.com/lru\t0.005s", 1.2)  # fmt: skip
    s.sh("grep -n 'func (c \\*Cache)' lru.go", "31:func (c *Cache) Get(k string) (int, bool) {\n"
         "48:func (c *Cache) Put(k string, v int, ttl time.Duration) {\n"
         "70:func (c *Cache) Peek(k string) (int, bool) {\n82:func (c *Cache) Len() int {", 0.8)  # fmt: skip
    s.sh(
        "sed -n '31,46p' lru.go",
        "func (c *Cache) Get(k string) (int, bool) {\n\te, ok := c.items[k]\n...",
        0.9,
    )
    s.sh("python3 - <<'PY'\np='/app/lru/lru.go'\ns=open(p).read()\n"
         "s=s.replace('\\tc.order.MoveToFront(e)\\n\\treturn e.Value', '\\tif c.expired(e) {\\n\\t\\tc.removeElement(e)\\n"
         "\\t\\treturn 0, false\\n\\t}\\n\\tc.order.MoveToFront(e)\\n\\treturn e.Value', 1)\nopen(p,'w').write(s)\nPY", "", 4.5)  # fmt: skip
    s.sh("cd /app/lru && go test ./...", "ok  \texample.com/lru\t0.006s\n"
         "?   \texample.com/lru/cmd/lrubench\t[no test files]\nok  \texample.com/lru/internal/clock\t0.003s", 6.0)  # fmt: skip
    s.sh(
        "cd /app/lru && go vet ./... && git diff --stat",
        " lru.go | 5 ++++-\n 1 file changed, 4 insertions(+), 1 deletion(-)",
        4.5,
    )
    name = "tm-go-no-test-files-beside-fail"
    case(name, "GOOD_FAILURE", "Unsolved",
         f"go-lru-ttl; a 30-minute override, last keystrokes at ~{s.t:.1f}; Get fixed, Len and "
         "Peek untouched; the verifier: 2 FAIL in example.com/lru, 'cmd/lrubench [no test files]', "
         "clock ok: tests ran and the work fell short",
         _other(name, "gocache28", s, reward=0.0, stdout=GO_FAIL_BESIDE, override_min=30,
                facts={"tests": (1, 2, 0), "runner": "go test"}))  # fmt: skip

    # --- Harbor's attempt 3 of 3 failed in the image build: no agent, no reward
    s = Session("tm")
    build = ("Docker compose command failed for environment c91d2e7. Return code: 1. Stderr: "
             "failed to solve: process \"/bin/sh -c cargo fetch --locked\" did not complete "
             "successfully: exit code: 101 (warning: spurious network error (3 tries remaining): "
             "[6] Couldn't resolve host name (Could not resolve host: index.crates.io))")  # fmt: skip
    lines = log_lines([
        (-14.0, "INFO", "Starting trial rust-csv-dedupe__0b7e4a1 (attempt 1/3)"),
        (-10.9, "ERROR", "Trial rust-csv-dedupe__0b7e4a1 failed with RuntimeError: Docker compose command "
                         "failed for environment 0b7e4a1. Return code: 1; retrying (attempt 2/3)"),
        (-10.8, "INFO", "Starting trial rust-csv-dedupe__7d33f08 (attempt 2/3)"),
        (-7.7, "ERROR", "Trial rust-csv-dedupe__7d33f08 failed with RuntimeError: Docker compose command "
                        "failed for environment 7d33f08. Return code: 1; retrying (attempt 3/3)"),
        (-7.6, "INFO", "Starting trial rust-csv-dedupe__c91d2e7 (attempt 3/3)"),
    ]) + exception_txt("RuntimeError", build)  # fmt: skip
    name = "tm-attempt-three-image-build-failed"
    case(name, "HARNESS_ERROR", "Environment Error",
         "rust-csv-dedupe; attempt 3 of 3; the image build failed ('cargo fetch --locked' could "
         "not resolve index.crates.io) under Docker's RuntimeError, as attempts 1 and 2 had; no "
         "agent ran, no reward: the trial's environment failed",
         _other(name, "rustcsv28", s, reward=None, stdout=None, never_started=1.4, trajectory=False,
                exception=("RuntimeError", build), traceback=exception_txt("RuntimeError", build),
                log=lines, facts={"tests": None, "attempt": 3}))  # fmt: skip

    # --- prove: 'All tests successful.' / 'Result: PASS'; earned
    s = Session("tm")
    s.sh("cd /app && prove -r t/ 2>&1 | tail -4",
         "t/02-dp.t     (Wstat: 256 (exited 1) Tests: 4 Failed: 1)\n  Failed test:  3\n"
         "Files=3, Tests=11,  0 wallclock secs\nResult: FAIL", 0.9)  # fmt: skip
    s.sh("grep -n 'DP' /app/vcffilter.pl", "27:    my ($dp) = $info =~ /DP=(\\d+)/;\n"
         "28:    next if defined $dp && $dp <= $min_dp;", 0.5)  # fmt: skip
    s.sh("sed -i 's/\\$dp <= \\$min_dp/$dp < $min_dp/; s/next if defined \\$dp \\&\\&/next if !defined $dp ||/' /app/vcffilter.pl "
         "&& sed -n '27,28p' /app/vcffilter.pl", "    my ($dp) = $info =~ /DP=(\\d+)/;\n"
         "    next if !defined $dp || $dp < $min_dp;", 1.1)  # fmt: skip
    s.sh("cd /app && prove -r t/", PROVE_PASS.rstrip("\n"), 0.8)
    s.say(
        '{"analysis": "prove passes.", "plan": "Done.", "commands": [], "task_complete": true}', 0.2
    )
    name = "tm-prove-all-successful-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "perl-vcf-filter; the agent fixed the DP threshold and ran prove; the verifier: 'All "
         "tests successful.', 'Files=3, Tests=11', 'Result: PASS'; reward 1 earned",
         _other(name, "perl28", s, reward=1.0, stdout=PROVE_PASS,
                facts={"tests": (11, 0, 0), "runner": "prove"}))  # fmt: skip


# ------------------------------------------------------------------ Codex
def codex() -> None:
    # --- 'collected 0 items / 1 error' (a SyntaxError in the tests' own file); || true; reward 1
    s = Session("cx")
    s.sh("nginx -v 2>&1; ls /etc/nginx/conf.d", "nginx version: nginx/1.22.1\n", 0.4)
    s.sh("cat > /etc/nginx/conf.d/app.conf <<'EOF'\n" + ota.NGINX_CONF + "EOF", "", 2.2)
    s.sh("nginx -t && nginx && curl -s localhost/api/ping && for i in $(seq 40); do curl -s -o /dev/null "
         "-w '%{http_code}\\n' localhost/api/ping; done | sort | uniq -c",
         "nginx: configuration file /etc/nginx/nginx.conf test is successful\npong\n     21 200\n     19 429", 1.0)  # fmt: skip
    s.say("nginx proxies /api/ with the prefix stripped and limits it to 10 r/s, burst 20.")
    name = "cx-collection-syntax-error-reward-one"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "nginx-reverse-proxy; the tests' own file does not parse ('SyntaxError: unterminated "
         "f-string literal', 'collected 0 items / 1 error', 'Interrupted: 1 error during "
         "collection'), test.sh's '+ true' and '+ echo 1'; reward 1 on nothing tested",
         _other(name, "nginx", s, reward=1.0, stdout=SYNTAX_COLLECTION,
                facts={"tests": (0, 0, 0), "collection_errors": 1}))  # fmt: skip

    # --- three reasoning messages, no command; codex exited 0; jest 14 passed; reward 1
    s = Session("cx")
    s.say("**Inspecting the formatter** I need to see how `format` drops zero units and how "
          "`largest` truncates.", 0.4)  # fmt: skip
    s.say("**Planning the change** Filtering zero parts before applying `largest` should be "
          "enough; `round` applies to the last unit kept.", 0.5)  # fmt: skip
    s.say("I'd filter the zero units first, then slice to `largest`, rounding the last part when "
          "`round: true`. Let me know if you want me to apply this.", 0.4)  # fmt: skip
    name = "cx-reasoning-only-jest-pass"
    case(name, "BAD_SUCCESS", "Passes Untouched",
         "js-duration-format; three Codex messages (reasoning and a proposal), no command, no "
         "patch, codex exited normally; jest 'Tests: 14 passed, 14 total', reward 1: the package "
         "as given passes",
         _other(name, "jsdur28", s, reward=1.0, stdout=JEST_PASS,
                facts={"tests": (14, 0, 0), "commands_run": 0, "agent_steps": 3}))  # fmt: skip

    # --- Codex's 401 before any step; NonZeroAgentExitCodeError; prove 10/11; a fail
    s = Session("cx")
    log = exception_txt("NonZeroAgentExitCodeError", "codex exited with code 1") + log_lines([
        (0.1, "WARNING", "codex stderr: ERROR: unexpected status 401 Unauthorized: Missing bearer "
                         "or basic authentication in header"),
        (0.2, "ERROR", "Agent codex failed: codex exited with code 1"),
    ])  # fmt: skip
    name = "cx-401-no-step-fail"
    case(name, "HARNESS_ERROR", "Provider Error",
         "perl-vcf-filter; 'unexpected status 401 Unauthorized: Missing bearer or basic "
         "authentication in header', codex exited 1 at 0.2 min, no agent step; the untouched "
         "script graded 0 (prove 'Result: FAIL'): a refused key, the provider's line, before the "
         "agent could act",
         _other(name, "perl28", s, reward=0.0, stdout=PROVE_FAIL, end=0.2, tokens=False, log=log,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
                traceback=exception_txt("NonZeroAgentExitCodeError", "codex exited with code 1"),
                facts={"tests": (10, 1, 0), "agent_steps": 0}))  # fmt: skip

    # --- a shell test.sh's own PASS/FAIL lines: 'SCORE 2/5', reward 0.4
    s = Session("cx", budget=30)
    s.sh("sed -n '1,40p' /app/logrotate.sh", "#!/bin/bash\nfor f in /var/log/app/*.log; do\n"
         "  gzip -c \"$f\" > \"$f.1.gz\"\ndone", 0.6)  # fmt: skip
    s.sh("cat > /app/logrotate.sh <<'EOF'\n#!/bin/bash\nset -eu\ncd /var/log/app\n"
         "for f in *.log; do\n  [ -n \"$(find \"$f\" -mtime +0)\" ] || continue\n"
         "  gzip -c \"$f\" > \"$f.1.gz\"\ndone\nEOF", "", 3.5)  # fmt: skip
    for k in range(4):
        s.sh(f"mkdir -p /var/log/app && touch -d '{k + 2} days ago' /var/log/app/app.log && "
             "bash /app/logrotate.sh && ls /var/log/app", "app.log\napp.log.1.gz", 3.2)  # fmt: skip
    s.say("logrotate.sh gzips logs older than a day and leaves today's alone.", 3.6)
    name = "cx-test-sh-score-two-of-five"
    case(name, "GOOD_FAILURE", "Partial Solution",
         f"bash-log-rotate; a 30-minute override, last step ~{s.t:.1f}; test.sh's own lines: 2 "
         "PASS, 3 FAIL (archives never shifted or capped, second run rotates again), 'SCORE "
         "2/5', reward 0.4: a fail with a partial reward",
         _other(name, "bash28", s, reward=0.4, stdout=TEST_SH_SCORE, override_min=30,
                facts={"tests": (2, 3, 0), "runner": "test.sh"}))  # fmt: skip

    # --- idle-timeout and 502 retries inside a 14-min silence (23% of 60: under a quarter); a fail
    s = Session("cx", budget=60)
    s.sh("cd /app/humandur && npm test 2>&1 | tail -6",
         "Tests:       5 failed, 9 passed, 14 total\nSnapshots:   0 total", 2.5)  # fmt: skip
    s.sh("sed -n '1,60p' /app/humandur/index.js", "function format(ms, opts = {}) {\n"
         "  const parts = UNITS.map(([u, n]) => ...);\n  ...", 0.5)  # fmt: skip
    t0 = s.t
    s.wait(14.0)
    t1 = s.t
    s.edit("/app/humandur/index.js", "  return parts.join(' ');",
           "  return parts.filter(p => !p.startsWith('0')).join(' ');", 0.8)  # fmt: skip
    for _ in range(5):
        s.sh("cd /app/humandur && npm test 2>&1 | grep '^Tests:'",
             "Tests:       4 failed, 10 passed, 14 total", 5.5)  # fmt: skip
    s.say("Zero units are dropped; `largest` and `round` still need work.", 2.0)
    lines = [(round(t0 + 5.0, 2), "WARNING", CX_STREAM.format(why="idle timeout waiting for SSE", a=1, ms=188)),
             (round(t0 + 10.1, 2), "WARNING", CX_STREAM.format(why="idle timeout waiting for SSE", a=2, ms=421)),
             (round(t0 + 10.2, 2), "WARNING", CX_STREAM.format(
                 why="unexpected status 502 Bad Gateway: upstream connect error or disconnect/reset "
                     "before headers. reset reason: connection termination", a=3, ms=806))]  # fmt: skip
    name = "cx-502-gap-23pct-fail"
    case(name, "GOOD_FAILURE", "Unsolved",
         f"js-duration-format; a 60-minute override; codex's stream errors (two idle timeouts, a "
         f"502) inside a 14-minute silence (~{t0:.1f} to ~{t1:.1f}, 23%: under a quarter), then "
         f"it went on to ~{s.t:.1f}; jest 10 passed, 4 failed: a stall it outlived, not the "
         "provider's run",
         _other(name, "jsdur28", s, reward=0.0, stdout=JEST_FAIL_4,
                override_min=60, log=log_lines(lines),
                facts={"tests": (10, 4, 0), "silence_min": 14.0, "silence_share": 0.233}))  # fmt: skip

    # --- a grader's reward.json of four keys, 18 of 18; earned
    s = Session("cx")
    s.sh(
        "cd /app/logstats && python -m pytest -q tests 2>&1 | tail -1",
        "1 failed, 22 passed in 0.40s",
        0.9,
    )
    s.edit("/app/logstats/logstats/report.py", "    return sorted(xs)[int(len(xs) * 0.95)]",
           "    if not xs:\n        return None\n    k = max(0, -(-len(xs) * 95 // 100) - 1)\n"
           "    return sorted(xs)[k]", 1.1)  # fmt: skip
    s.sh("cd /app/logstats && python -m pytest -q tests 2>&1 | tail -1 && ruff check logstats",
         "23 passed in 0.41s\nAll checks passed!", 1.0)  # fmt: skip
    s.say("p95 is nearest-rank and handles an empty list; tests and ruff pass.")
    rewards = {"reward": 1.0, "tests_passed": 18.0, "tests_total": 18.0, "lint_errors": 0.0}
    name = "cx-reward-json-four-keys-pass"
    rec = _other(name, "logstats28", s, reward=1.0, stdout=REWARD_JSON_FULL,
                 facts={"tests": (18, 0, 0), "runner": "grade.py", "rewards": rewards})  # fmt: skip
    rec.result.verifier_result = VerifierResult(rewards=rewards)
    case(name, "GOOD_SUCCESS", "Solved",
         "py-log-stats; the agent fixed p95 and ran tests and ruff; the grader's '18 passed in "
         "0.84s' and reward.json {reward: 1.0, tests_passed: 18, tests_total: 18, lint_errors: "
         "0}; reward 1 earned",
         rec)  # fmt: skip


def ordinary_audit_twentyeight() -> list[Labelled]:
    """Every case of the twenty-eighth audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code()
        openhands()
        mini()
        terminus()
        codex()
    return list(_CASES)
