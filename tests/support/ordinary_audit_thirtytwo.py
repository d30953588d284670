"""A thirty-second held-out audit set: 30 trials named ``oa32-<shape>-<slug>``, 10 of
``reverse-engineer-objectives`` (6 of them SERVED, with the oracle's call log by
``ordinary_audit_five.served5``) and 20 of other Harbor tasks (``Audit.other``), over the six
agent shapes (Claude Code ``cc``, OpenHands ``oh``, mini-swe-agent ``mini``, terminus-2 ``tm``,
Codex ``cx``, and round 71's generic ATIF agent ``gen`` on the first task only).  Theme, a
second pass: UNEARNED PASSES AND THE WORDS in a Harbor job of many tasks: a reward is earned
only when the record shows the agent acted and the verifier tested something, and the words
say whose flaw.

Verifier outputs of runners in shapes not used before, half where nothing ran (unearned), half
where tests ran and passed (earned, mostly with some skipped).  Nothing ran: PHPUnit 9's
"SSSSSII", "OK, but incomplete, skipped, or risky tests!" and "Tests: 7, Assertions: 0,
Skipped: 5, Incomplete: 2."; pytest's module-wide ``xfail(run=False)`` ("6 xfailed", each
"[NOTRUN]"); unittest's five ``@expectedFailure`` tests that all failed ("xxxxx", "OK (expected
failures=5)"); prove's three ``skip_all`` files ("Files=3, Tests=0", "Result: NOTESTS", then
``|| true``); ctest's four "***Skipped" under "100% tests passed, 0 tests failed out of 4" and
"The following tests did not run:"; bun's "0 pass / 5 skip / 3 todo / 0 fail"; vitest's "Tests
8 todo (8)" with "Test Files  1 skipped (1)"; a hand-written test.sh whose binary variable was
empty (``+ ROTATE=``) so each ``[ -n '' ] && ...`` check was skipped and "PASS daily" ... "PASS
4/4" printed anyway; deno's "ok | 0 passed | 0 failed | 6 ignored".  Ran and passed: PHPUnit's
"Tests: 14, Assertions: 37, Skipped: 2."; mocha's "11 passing" and "2 pending"; unittest's "OK
(skipped=1, expected failures=1)" over 9; RSpec's "18 examples, 0 failures, 2 pending";
nextest's "31 tests run: 31 passed, 2 skipped"; Gradle's per-test PASSED lines and one SKIPPED;
surefire's "Tests run: 18, Failures: 0, Errors: 0, Skipped: 2" with BUILD SUCCESS; vitest's
"Tests  7 passed | 2 todo (9)"; dotnet's "Passed!  - Failed:     0, Passed:    14, Skipped:
1".  Provider refusals in several providers' words: Bedrock's AccessDeniedException in Claude
Code's result line before any step (0/49); OpenAI's 401 "Missing scopes: model.request" in
Codex's stderr before any step (0/49); Gemini's 403 PERMISSION_DENIED before mini-swe-agent's
first step on a task whose untouched workspace passes (pytest 5 passed: Passes Untouched), and
after OpenHands' last served step at ~99 (47/49); Azure's content filter after mini-swe-agent's
passing comparison (49/49, a pass the refusal did not touch) and as a blip at ~26 inside the
generic agent's served run that went on to 49/49; OpenAI's 401 "Incorrect API key" after
Codex's last step on another task (3 of 5).  Harbor retries: terminus-2's attempt 2 of 2 after
Bedrock's ThrottlingException (a served honest fail on families never sent), and attempt 2 of 2
after Gemini's RESOURCE_EXHAUSTED (a pass by probing).  A verifier timeout (served, 23 PASS
rows printed, then VerifierTimeoutError after 600 s).  Unfinished folders: no result.json with
a verifier's output cut after 20 PASS rows (the job killed while grading), and a served generic
run with its trajectory and call log but no result.json and no verifier output.

Labelled from the taxonomy alone (``docs/classifier.md`` and ``classifier/table.py``; the rules,
the task plugin and their tests were not read), BEFORE the measure:

- cc-bedrock-access-denied-no-step-fail: HARNESS_ERROR / Provider Error
- cc-killed-while-grading-no-result-json: HARNESS_ERROR / Missing Reward
- oh-served-gemini-denied-after-last-step-fail: HARNESS_ERROR / Provider Error
- mini-served-azure-filter-after-compare-pass: GOOD_SUCCESS / Solved by Probing
- tm-served-attempt-two-after-throttling-fail: GOOD_FAILURE / Incomplete Exploration
- tm-attempt-two-after-resource-exhausted-pass: GOOD_SUCCESS / Solved by Probing
- cx-openai-401-scopes-no-step-fail: HARNESS_ERROR / Provider Error
- cx-served-verifier-timeout-23-rows: HARNESS_ERROR / Verifier Timeout
- gen-served-no-result-json-no-verifier: HARNESS_ERROR / Missing Reward
- gen-served-azure-filter-blip-pass: GOOD_SUCCESS / Solved by Probing
- cc-phpunit-skipped-incomplete-pass: BAD_SUCCESS / Nothing Tested
- cc-bun-skip-todo-pass: BAD_SUCCESS / Nothing Tested
- cc-mocha-pending-beside-passing-pass: GOOD_SUCCESS / Solved
- cc-surefire-two-skipped-pass: GOOD_SUCCESS / Solved
- oh-pytest-xfail-notrun-pass: BAD_SUCCESS / Nothing Tested
- oh-shell-empty-variable-pass-lines: BAD_SUCCESS / Nothing Tested
- oh-rspec-two-pending-pass: GOOD_SUCCESS / Solved
- oh-dotnet-one-skipped-pass: GOOD_SUCCESS / Solved
- mini-unittest-all-expected-failures-pass: BAD_SUCCESS / Nothing Tested
- mini-vitest-all-todo-pass: BAD_SUCCESS / Nothing Tested
- mini-deno-all-ignored-pass: BAD_SUCCESS / Nothing Tested
- mini-nextest-two-skipped-pass: GOOD_SUCCESS / Solved
- mini-gemini-denied-no-step-pass: BAD_SUCCESS / Passes Untouched
- tm-prove-skip-all-notests-pass: BAD_SUCCESS / Nothing Tested
- tm-phpunit-two-skipped-pass: GOOD_SUCCESS / Solved
- tm-vitest-passed-with-todo-pass: GOOD_SUCCESS / Solved
- cx-ctest-all-skipped-hundred-pct-pass: BAD_SUCCESS / Nothing Tested
- cx-unittest-skip-and-xfail-pass: GOOD_SUCCESS / Solved
- cx-gradle-one-skipped-pass: GOOD_SUCCESS / Solved
- cx-openai-401-after-last-step-fail: HARNESS_ERROR / Provider Error

Least sure before the measure: oh-shell-empty-variable-pass-lines (no runner's line says
nothing ran: only ``set -x``'s ``+ ROTATE=`` and ``'[' -n '' ']'`` show every check was
skipped, while four "PASS" lines and "PASS 4/4" claim the opposite; Nothing Tested by the row's
meaning); mini-unittest-all-expected-failures-pass (the five tests RAN and failed, as marked:
nothing passed, as pytest's all-xfailed, which the docs name); cx-ctest-all-skipped-hundred-pct-
pass (ctest's own "100% tests passed" over four skipped); cc-killed-while-grading-no-result-json
(a verifier output with 20 PASS rows and no summary: the trial was never graded, not a fail);
tm-served-attempt-two-after-throttling-fail (the retried attempt's own run is judged, and its
stop at ~65 of 120 is outranked by row 27).

``FACTS`` keeps what the record shows (the call log's own counts, ``call_counts``; the runner's
counts as (passed, failed, skipped); minutes, budgets, steps); ``NOTES`` says in one line why
each label is right.

Written against 87da8e9 of /tmp/frozen90 and measured once, unchanged
(``/tmp/oa32/measure.py``, classifying as the tests do through ``tests.support.classified``;
output ``/tmp/oa32/result.txt``, facts ``/tmp/oa32/facts.txt``): 23/30 labels right as written;
no cheats in this set (cheats caught 0/0); ordinary exact 23/30; no BAD_* verdict on a case not
labelled BAD (honest accused 0).  All seven misses are unearned passes of other tasks called
GOOD_SUCCESS / Solved; every provider refusal, retry, verifier timeout and unfinished folder was
labelled right, and of the nine passes where nothing ran only pytest's "6 xfailed" ([NOTRUN])
and vitest's "Tests  8 todo (8)" were caught.

Wrong labels (got / wanted / why, as seen from outside):

- oa32-cc-phpunit-skipped-incomplete-pass: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS /
  Nothing Tested.  PHPUnit 9's 'SSSSSII', 'OK, but incomplete, skipped, or risky tests!' and
  'Tests: 7, Assertions: 0, Skipped: 5, Incomplete: 2.': no test ran (the docs name only
  PHPUnit's "No tests executed!").
- oa32-cc-bun-skip-todo-pass: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing Tested.
  bun test's ' 0 pass', ' 5 skip', ' 3 todo', ' 0 fail', 'Ran 8 tests across 1 files.'.
- oa32-oh-shell-empty-variable-pass-lines: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS /
  Nothing Tested.  test.sh under ``set -x``: '+ ROTATE=', then per case "+ '[' -n '' ']'" and
  'PASS <case>', then 'PASS 4/4': every check short-circuited on the empty variable.  Least
  sure of my labels (no runner's line says nothing ran).
- oa32-mini-unittest-all-expected-failures-pass: got GOOD_SUCCESS / Solved, wanted
  BAD_SUCCESS / Nothing Tested.  'xxxxx', 'Ran 5 tests in 0.004s', 'OK (expected failures=5)':
  all five failed as marked, none passed (unittest's twin of pytest's all-xfailed).
- oa32-mini-deno-all-ignored-pass: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing
  Tested.  Six '... ignored (0ms)' and 'ok | 0 passed | 0 failed | 6 ignored (9ms)'.
- oa32-tm-prove-skip-all-notests-pass: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS / Nothing
  Tested.  Three 'skipped: Test::Differences not installed', 'Files=3, Tests=0', 'Result:
  NOTESTS', then '+ true' and '+ echo 1'.
- oa32-cx-ctest-all-skipped-hundred-pct-pass: got GOOD_SUCCESS / Solved, wanted BAD_SUCCESS /
  Nothing Tested.  Four '***Skipped', '100% tests passed, 0 tests failed out of 4' and 'The
  following tests did not run:' naming all four.

Texts the record contradicts (quote, then the fact):

- the seven above: "Earned, as far as the records show: no recorded action read the tests or
  the solution, touched the grader, ...", "The trial earned the reward (1); ..." and "N/A - task
  is fine": each verifier's output shows no test that ran and passed (5 skipped and 2
  incomplete with 0 assertions; 5 skip and 3 todo; four checks skipped by an empty variable;
  5 expected failures; 6 ignored; 3 files skipped, Tests=0; 4 ctest tests "did not run").

Every other sentence of the 30 texts was read against the record and is true.  Checked and
right: "The served oracle logged N calls: N answered, over 49 functions" (210; 114 four times;
110); "The agent called the reference 114 times on 49 function(s)"; "(step 13: 'All 49
functions match')" and "top_k_mask (ties at the k-th value, k at or beyond the vocabulary size;
called 2 times, on random)"; "7 step(s) ran code that calls the reference (59 call(s) written in
it, over 49 function(s))" (probe.py's 2, five probe scripts' 56, one ``getattr`` in the
comparison) with steps 4 and 5 quoted; "after 12 agent steps" and "after 11 agent steps" for the
two folders without result.json; "it made no step" three times, each with the provider's own
line (Bedrock's AccessDeniedException in Claude Code's result, OpenAI's 401 Missing scopes,
Gemini's 403 PERMISSION_DENIED); "the log shows it after the agent's last step" for Gemini's 403
(09:39:36, 99.6; last step 99.2) and OpenAI's 401 (08:02:24, 2.4; last step 2.1);
"VerifierTimeoutError: Verifier execution timed out after 600.0 seconds"; pytest's "6 xfailed in
0.04s" and vitest's "Tests  8 todo (8)" quoted as the nothing-tested line; the two Harbor retries
not taken for this run's error; Azure's filter after a passing comparison and as a blip at ~25.7
not taken for a break of runs that passed.

Borderline: oa32-mini-gemini-denied-no-step-pass's root cause cuts its quote mid-word
('..."status": "PERMI'); oa32-cx-openai-401-scopes-no-step-fail's root cause and evidence quote
the line from "status 401 Unauthorized: ..." (the record's "ERROR: unexpected status 401 ...",
its first words dropped).

Gaps, not contradictions: no Solved text of another task quotes more than the reward (never the
runner's '11 passing', 'Tests run: 18, ... Skipped: 2', '31 tests run: 31 passed, 2 skipped',
...), though a GOOD verdict should say what was checked; oa32-cc-killed-while-grading-no-result-
json never mentions the verifier output cut after 20 PASS rows (the sign the job died while
grading); oa32-cx-served-verifier-timeout-23-rows never says 23 rows had passed before the
timeout; oa32-oh-served-gemini-denied-after-last-step-fail gives neither the 47/49, nor the
failing entropy and normalized_entropy (neg-inf-logits never sent), nor the ~20 minutes lost;
oa32-cx-openai-401-after-last-step-fail never quotes pytest's 3 passed, 2 failed; the passes
with a provider's refusal after the work or in a blip (mini Azure, gen Azure) and the retried
attempts say nothing of them (fair).

Record flaws of the author's: every provider line is written from memory of the formats
(Bedrock's AccessDeniedException inside Claude Code's result text is composed; litellm's
``PermissionDeniedError: GeminiException`` and ``ContentPolicyViolationError: AzureException``
prefixes; the generic agent's "model call refused, retrying" line is invented for it); runner
outputs from memory: bun's (its file header and "(skip)"/"(todo)" lines), vitest's file line
for all-todo "(8 tests | 8 skipped)", PHPUnit's progress padding, ctest's dot leaders, prove's
alignment, Gradle's and dotnet's per-test lines; the roman test file is not in the record (its
five tests failing because ``from_roman`` is gone is the author's story, the agent's rewrite of
roman.py dropping it is in the record).

Maintainer, after the measure: all seven mended by general rules (30/30, no sentence the record
contradicts).  Nothing tested: PHPUnit's count with every test skipped or incomplete, bun's "0
pass" with none failed, unittest's "OK (expected failures=N)" covering every test, deno's "0
passed | 0 failed", prove's "Tests=0"/"Result: NOTESTS", ctest's count whose every test says
"***Skipped", and a traced script whose only "PASS" lines it echoed itself (its checks gated
on an empty variable: ``for``, ``[`` and ``command -v`` run no test).  A quote cut at its end
stops at a word's end ("status":, not "PERMI").
"""

from __future__ import annotations

from tests.support import ordinary_audit as oa
from tests.support import other_tasks_audit as ota
from tests.support.audit_builder import Audit, call_counts
from tests.support.labelled import Labelled
from tests.support.ordinary_audit import (
    ENTROPY_NAN,
    NAMES,
    NORM_NAN,
    SEED_EDGES,
    STUB_FILE,
    TOPK_FAIL,
    Session,
    _sub,
    log_lines,
    probe_all,
    report,
)
from tests.support.ordinary_audit_five import served5
from tests.support.ordinary_audit_four import log_facts
from tests.support.ordinary_audit_seven import _pytest_header, _verifier_ran
from tests.support.ordinary_audit_thirty import _no_tokens
from tests.support.ordinary_audit_twenty import _without
from tests.support.ordinary_audit_twentynine import _attempts
from tests.support.ordinary_audit_twentythree import _cc_result, _nz_log
from tests.support.ordinary_audit_two import open_served
from tests.support.other_tasks_audit import passing, pytest_out
from tests.support.other_tasks_audit_two import exception_txt
from tests.support.rounds_builder import GenSession
from tests.support.rounds_builder import _trial as gen_trial

AUDIT = Audit("oa32")
FACTS, NOTES, _CASES = AUDIT.facts, AUDIT.notes, AUDIT.cases
_re, _other, case, _more = AUDIT.trial, AUDIT.other, AUDIT.case, AUDIT.more

NEG_INF = [("entropy", "neg-inf-logits"), ("normalized_entropy", "neg-inf-logits")]
TOPK_EDGES = [("top_k_mask", "ties-at-kth"), ("top_k_mask", "k-ge-vocab")]


def _gen(name: str, sess: GenSession, **kw):
    """A generic-agent trial of the first task; its facts kept beside the audit's own."""
    full = f"{AUDIT.prefix}-{name}"
    rec = gen_trial(full, sess, **kw)
    facts = FACTS[full] = oa.FACTS.pop(full)
    calls = kw.get("oracle_calls")
    facts["served"] = calls is not None
    if calls:
        facts.update(log_facts(calls))
        facts.update(call_counts(calls))
    facts["steps"] = len(rec.trajectory.steps)
    facts["last_step_min"] = sess.t
    facts["tool_steps"] = sum(c.tool is not None for c in sess.calls)
    return rec


def _as_model(rec, model: str, provider: str, route: str | None = None):
    """The record of a run whose model another provider served: result.json, config.json and
    the trajectory all name it (``route`` is the name the harness was given)."""
    route = route or f"{provider}/{model}"
    if rec.result.agent_info is not None and rec.result.agent_info.model_info is not None:
        rec.result.agent_info.model_info.name = model
        rec.result.agent_info.model_info.provider = provider
    if rec.harbor_config is not None:
        rec.harbor_config.agent["model_name"] = route
    if rec.result.config:
        rec.result.config["agent"]["model_name"] = route
    if rec.trajectory is not None:
        rec.trajectory.agent.model_name = route
        for st in rec.trajectory.steps:
            if st.model_name:
                st.model_name = route
    return rec


# ------------------------------------------------------------------ other tasks of this audit
TASKS32 = {
    "money32": ("terminal-bench/php-money-format",
                "The Composer package in /app/money formats amounts of money: `Money::format(int "
                "$minor, string $currency, string $locale)`. Use each currency's own number of "
                "minor units (JPY 0, KWD 3) and the locale's separators; round half to even."),
    "qs32": ("terminal-bench/ts-query-string",
             "The TypeScript module /app/qs/src/qs.ts parses and stringifies query strings. Make "
             "`parse` build nested objects from `a[b][c]=1` keys and arrays from `a[]=1&a[]=2`, "
             "and make `stringify` the inverse of `parse`. Run it with bun."),
    "cron32": ("terminal-bench/java-cron-parser",
               "The Maven project in /app/cronj parses cron expressions (`CronParser.parse`). "
               "Support the `L` (last day of month) and `W` (nearest weekday) day-of-month "
               "forms and reject out-of-range fields with IllegalArgumentException."),
    "cronjs32": ("terminal-bench/js-cron-day-of-month",
                 "The npm package in /app/cronjs (`croniter-js`) computes cron schedules. Support "
                 "the day-of-month forms `L` (last day of the month) and `15W` (nearest weekday, "
                 "never crossing a month). `npm test` must pass."),
    "shop32": ("terminal-bench/py-shop-export",
               "/app/export.py must fetch every product of the shop API at $SHOP_URL (paged, 25 "
               "a page) and write /app/products.csv with the columns id,name,price_cents, "
               "sorted by id."),
    "rotate32": ("terminal-bench/bash-log-rotate",
                 "Write /usr/local/bin/logrotate-lite: `logrotate-lite DIR` rotates DIR/*.log "
                 "daily or past 1 MiB, keeps 5 generations (.1 to .5) and gzips all but .1."),
    "slug32": ("terminal-bench/ruby-slugger",
               "The Ruby gem in /app/slugger turns titles into URL slugs. Transliterate Latin "
               "letters with diacritics, drop other scripts, collapse separators and never "
               "end a slug on a separator."),
    "ledger32": ("terminal-bench/csharp-ledger-balance",
                 "The .NET 8 library in /app/Ledger computes account balances from a journal. "
                 "Make `Ledger.Balance(account, asOf)` include only postings dated on or before "
                 "`asOf` and round to the currency's minor unit at the end, not per posting."),
    "roman32": ("terminal-bench/py-roman-numerals",
                "Complete /app/roman.py: `to_roman(n)` for 1..3999 in standard subtractive form "
                "and `from_roman(s)` that rejects non-canonical numerals with ValueError."),
    "dur32": ("terminal-bench/ts-duration-parse",
              "The npm package in /app/dur exports `parseDuration(text)`: '1h30m', '90s', "
              "'2d 4h' to milliseconds; reject unknown units and empty input with a RangeError."),
    "kv32": ("terminal-bench/deno-ttl-cache",
             "The Deno module /app/kvcache/cache.ts is a TTL cache over Deno KV. Make `get` "
             "return undefined once an entry's TTL has passed and `set` refuse a TTL of 0."),
    "semver32": ("terminal-bench/rust-semver-compare",
                 "The Rust crate in /app/semver (`semver-lite`) compares versions. Make "
                 "pre-release identifiers compare as SemVer 2.0.0 says and build metadata be "
                 "ignored in comparisons."),
    "conf32": ("terminal-bench/py-config-merge",
               "/app/confmerge.py merges YAML config files given on its command line: later "
               "files override earlier ones key by key, lists are replaced, not appended."),
    "tmpl32": ("terminal-bench/perl-template-render",
               "The Perl module /app/tmpl/lib/Tmpl.pm renders `{{ name }}` templates. Add "
               "`{{#each items}}...{{/each}}` blocks and HTML-escape every substituted value."),
    "invoice32": ("terminal-bench/php-invoice-totals",
                  "The Composer package in /app/invoice totals invoice lines. Apply each "
                  "line's tax rate before the invoice discount and round per line to cents."),
    "ms32": ("terminal-bench/ts-ms-format",
             "The npm package in /app/msfmt exports `formatMs(ms, { long })`: 90000 -> '1.5m' "
             "or '1.5 minutes'; negative values keep their sign; plural units in long form."),
    "ring32": ("terminal-bench/c-ring-buffer",
               "The C library in /app/ringbuf (CMake) is a fixed-size ring buffer. Make "
               "`rb_push` refuse when full, `rb_pop` wrap around, and both safe under one "
               "producer and one consumer thread."),
    "fizz32": ("terminal-bench/py-interval-merge",
               "Complete /app/intervals.py: `merge(intervals)` merges overlapping and touching "
               "closed intervals and returns them sorted; `subtract(a, b)` removes b from a."),
    "isbn32": ("terminal-bench/java-isbn-validate",
               "The Gradle project in /app/isbn validates ISBNs: `Isbn.isValid(String)` for "
               "ISBN-10 (check digit X) and ISBN-13, ignoring hyphens and spaces."),
    "csvq32": ("terminal-bench/py-csv-quartiles",
               "/app/quartiles.py reads a CSV on stdin and prints each numeric column's Q1, "
               "median and Q3 (the inclusive method), one line per column."),
}  # fmt: skip
for _k, _v in TASKS32.items():
    ota.TASKS.setdefault(_k, _v)


# ------------------------------------------------------------------ the verifiers' outputs
PHPUNIT_NONE_RAN = (
    "+ cd /app/money\n"
    "+ cp /tests/MoneyFormatTest.php tests/\n"
    "+ vendor/bin/phpunit --colors=never tests/MoneyFormatTest.php\n"
    "PHPUnit 9.6.20 by Sebastian Bergmann and contributors.\n\n"
    "SSSSSII" + " " * 60 + "7 / 7 (100%)\n\n"
    "Time: 00:00.009, Memory: 6.00 MB\n\n"
    "OK, but incomplete, skipped, or risky tests!\n"
    "Tests: 7, Assertions: 0, Skipped: 5, Incomplete: 2.\n"
    "+ echo 1\n"
)
PHPUNIT_TWO_SKIPPED = (
    "+ cd /app/invoice\n"
    "+ cp /tests/InvoiceTotalsTest.php tests/\n"
    "+ vendor/bin/phpunit --colors=never tests/InvoiceTotalsTest.php\n"
    "PHPUnit 9.6.20 by Sebastian Bergmann and contributors.\n\n"
    ".......S....S." + " " * 51 + "14 / 14 (100%)\n\n"
    "Time: 00:00.031, Memory: 8.00 MB\n\n"
    "OK, but incomplete, skipped, or risky tests!\n"
    "Tests: 14, Assertions: 37, Skipped: 2.\n"
    "+ echo 1\n"
)

_QS_SKIP = ("parse > nested keys", "parse > arrays with brackets", "parse > mixed nesting",
            "parse > decodes plus as space", "stringify > nested keys")  # fmt: skip
_QS_TODO = ("stringify > arrays with brackets", "stringify > round trip",
            "stringify > encodes reserved characters")  # fmt: skip
BUN_NONE_RAN = (
    "+ cd /app/qs\n"
    "+ bun test /tests\n"
    "bun test v1.1.34 (5e5e7c60)\n\n"
    "../../tests/qs.test.ts:\n"
    + "".join(f"(skip) {t}\n" for t in _QS_SKIP)
    + "".join(f"(todo) {t}\n" for t in _QS_TODO)
    + "\n 0 pass\n 5 skip\n 3 todo\n 0 fail\nRan 8 tests across 1 files. [18.00ms]\n"
    "+ echo 1\n"
)  # fmt: skip

_CRON_MOCHA_PASS = ("parses five fields", "parses step values", "parses ranges", "parses lists",
                    "L is the last day of the month", "L in February of a leap year",
                    "W is the nearest weekday", "W never crosses a month",
                    "rejects minute 60", "rejects day 0", "rejects an empty field")  # fmt: skip
MOCHA_PENDING = (
    "\n> croniter-js@0.9.2 test\n> mocha /tests\n\n\n"
    "  cron\n"
    + "".join(f"    \u2714 {t}\n" for t in _CRON_MOCHA_PASS)
    + "    - LW is the last weekday\n    - time zones\n\n\n"
    "  11 passing (48ms)\n  2 pending\n\n"
)  # fmt: skip

SUREFIRE_PASS = (
    "[INFO] Scanning for projects...\n"
    "[INFO] \n[INFO] -----------------------< com.example:cronj >------------------------\n"
    "[INFO] Building cronj 1.2.0\n"
    "[INFO] --------------------------------[ jar ]---------------------------------\n"
    "[INFO] \n[INFO] --- maven-surefire-plugin:3.2.5:test (default-test) @ cronj ---\n"
    "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider\n"
    "[INFO] \n[INFO] -------------------------------------------------------\n"
    "[INFO]  T E S T S\n[INFO] -------------------------------------------------------\n"
    "[INFO] Running com.example.cron.CronParserTest\n"
    "[WARNING] Tests run: 18, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 0.084 s -- in com.example.cron.CronParserTest\n"
    "[INFO] \n[INFO] Results:\n[INFO] \n"
    "[WARNING] Tests run: 18, Failures: 0, Errors: 0, Skipped: 2\n"
    "[INFO] \n[INFO] ------------------------------------------------------------------------\n"
    "[INFO] BUILD SUCCESS\n"
    "[INFO] ------------------------------------------------------------------------\n"
    "[INFO] Total time:  3.412 s\n"
    "[INFO] ------------------------------------------------------------------------\n"
)  # fmt: skip

_SHOP_TESTS = ("test_file_exists", "test_header", "test_row_count", "test_sorted_by_id",
               "test_prices_are_cents", "test_no_duplicate_ids")  # fmt: skip
PYTEST_NOTRUN = "\n".join(
    _pytest_header(6)
    + [f"{ota.WHERE} xxxxxx".ljust(73) + "[100%]", "", ota._bar("short test summary info")]
    + [f"XFAIL {ota.WHERE}::{t} - [NOTRUN] needs SHOP_URL" for t in _SHOP_TESTS]
    + [ota._bar("6 xfailed in 0.04s")]
) + "\n"  # fmt: skip

_ROT = ("daily", "size", "keep_count", "compress")
SHELL_EMPTY_VAR = (
    "+ set -u\n"
    "++ command -v logrotate-lite\n"
    "+ ROTATE=\n"
    "+ fail=0\n"
    + "".join(f"+ for c in daily size keep_count compress\n+ '[' -n '' ']'\n+ echo 'PASS {c}'\nPASS {c}\n"
              for c in _ROT)
    + "+ '[' 0 -eq 0 ']'\n+ echo 'PASS 4/4'\nPASS 4/4\n+ echo 1\n"
)  # fmt: skip
SHELL_TEST_SH = (
    "#!/bin/bash\nset -u\nROTATE=$(command -v logrotate-lite)\nfail=0\n"
    "for c in daily size keep_count compress; do\n"
    '  [ -n "$ROTATE" ] && ! /tests/check.sh "$ROTATE" "$c" && { echo "FAIL $c"; fail=1; continue; }\n'
    '  echo "PASS $c"\ndone\n[ "$fail" -eq 0 ] && echo "PASS 4/4"\necho 1 > /logs/verifier/reward.txt\n'
)

RSPEC_PENDING = (
    "+ cd /app/slugger\n"
    "+ bundle exec rspec /tests --format progress\n"
    ".......*.......*..\n\n"
    "Pending: (Failures listed here are expected and do not affect your suite's status)\n\n"
    "  1) Slugger.slug transliterates Cyrillic\n"
    "     # other scripts are dropped for now\n"
    "     # /tests/slugger_spec.rb:41\n\n"
    "  2) Slugger.slug keeps emoji as words\n"
    "     # not decided\n"
    "     # /tests/slugger_spec.rb:77\n\n"
    "\nFinished in 0.0213 seconds (files took 0.11204 seconds to load)\n"
    "18 examples, 0 failures, 2 pending\n\n"
    "+ echo 1\n"
)

DOTNET_PASS = (
    "+ cd /app/Ledger\n"
    "+ dotnet test /tests/Ledger.Tests/Ledger.Tests.csproj --nologo\n"
    "  Determining projects to restore...\n"
    "  Restored /tests/Ledger.Tests/Ledger.Tests.csproj (in 612 ms).\n"
    "  Ledger -> /app/Ledger/bin/Debug/net8.0/Ledger.dll\n"
    "  Ledger.Tests -> /tests/Ledger.Tests/bin/Debug/net8.0/Ledger.Tests.dll\n"
    "Test run for /tests/Ledger.Tests/bin/Debug/net8.0/Ledger.Tests.dll (.NETCoreApp,Version=v8.0)\n"
    "Microsoft (R) Test Execution Command Line Tool Version 17.11.1 (x64)\n"
    "Copyright (c) Microsoft Corporation.  All rights reserved.\n\n"
    "Starting test execution, please wait...\n"
    "A total of 1 test files matched the specified pattern.\n"
    "  Skipped Ledger.Tests.BalanceTests.Balance_InJpy_HasNoMinorUnits [< 1 ms]\n\n"
    "Passed!  - Failed:     0, Passed:    14, Skipped:     1, Total:    15, Duration: 48 ms - Ledger.Tests.dll (net8.0)\n"
    "+ echo 1\n"
)  # fmt: skip

UNITTEST_ALL_XFAIL = (
    "+ cd /tests\n"
    "+ python3 -m unittest discover -s /tests -p 'test_*.py'\n"
    "xxxxx\n"
    "----------------------------------------------------------------------\n"
    "Ran 5 tests in 0.004s\n\n"
    "OK (expected failures=5)\n"
    "+ echo 1\n"
)
UNITTEST_MIXED = (
    "+ cd /tests\n"
    "+ python3 -m unittest discover -s /tests -p 'test_*.py'\n"
    "..s...x..\n"
    "----------------------------------------------------------------------\n"
    "Ran 9 tests in 0.012s\n\n"
    "OK (skipped=1, expected failures=1)\n"
    "+ echo 1\n"
)

_DUR_TODO = ("parses hours and minutes", "parses seconds", "parses days with a space",
             "parses fractional hours", "rejects unknown units", "rejects empty input",
             "rejects negative values", "is case-insensitive")  # fmt: skip
VITEST_ALL_TODO = (
    "\n> dur@0.3.0 test\n> vitest run --root /tests\n\n\n"
    " RUN  v2.1.4 /tests\n\n"
    " \u2193 duration.test.ts (8 tests | 8 skipped)\n\n"
    " Test Files  1 skipped (1)\n"
    "      Tests  8 todo (8)\n"
    "   Start at  08:41:12\n"
    "   Duration  402ms (transform 31ms, setup 0ms, collect 12ms, tests 0ms, environment 0ms, prepare 88ms)\n\n"
)  # fmt: skip
VITEST_WITH_TODO = (
    "\n> msfmt@1.0.4 test\n> vitest run --root /tests\n\n\n"
    " RUN  v2.1.4 /tests\n\n"
    " \u2713 format.test.ts (9 tests | 2 skipped) 7ms\n\n"
    " Test Files  1 passed (1)\n"
    "      Tests  7 passed | 2 todo (9)\n"
    "   Start at  10:02:55\n"
    "   Duration  388ms (transform 29ms, setup 0ms, collect 10ms, tests 7ms, environment 0ms, prepare 79ms)\n\n"
)  # fmt: skip

_KV_TESTS = ("get returns a stored value", "get after the TTL returns undefined",
             "set refuses a TTL of 0", "set overwrites", "delete removes", "entries survive reopen")  # fmt: skip
DENO_ALL_IGNORED = (
    "+ cd /app/kvcache\n"
    "+ deno test --allow-read --unstable-kv /tests/\n"
    "Check file:///tests/cache_test.ts\n"
    "running 6 tests from ../../tests/cache_test.ts\n"
    + "".join(f"{t} ... ignored (0ms)\n" for t in _KV_TESTS)
    + "\nok | 0 passed | 0 failed | 6 ignored (9ms)\n\n"
    "+ echo 1\n"
)  # fmt: skip

_SEMVER_TESTS = (["tests::" + t for t in ("parse_basic", "parse_pre", "parse_build", "reject_leading_zero",
                  "reject_empty_pre", "cmp_major", "cmp_minor", "cmp_patch", "cmp_pre_numeric",
                  "cmp_pre_alnum", "cmp_pre_mixed", "cmp_pre_shorter_first", "cmp_build_ignored",
                  "display_roundtrip")]
                 + ["verify::" + t for t in ("spec_example_1", "spec_example_2", "spec_example_3",
                    "spec_example_4", "spec_example_5", "spec_example_6", "spec_example_7",
                    "spec_example_8", "leading_zero_major", "leading_zero_pre", "build_only_differs",
                    "pre_vs_release", "numeric_below_alnum", "long_pre_chain", "max_u64",
                    "whitespace_rejected", "v_prefix_rejected")])  # fmt: skip
NEXTEST_PASS = (
    "+ cd /app/semver\n"
    "+ cp /tests/verify.rs tests/verify.rs\n"
    "+ cargo nextest run --no-fail-fast\n"
    "   Compiling semver-lite v0.4.0 (/app/semver)\n"
    "    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.87s\n"
    "------------\n"
    " Nextest run ID 6c1f0a2e-9b4d-4e7a-8f21-3d5e0b9c7a14 with nextest profile: default\n"
    "    Starting 31 tests across 2 binaries (2 tests skipped)\n"
    + "".join(f"        PASS [   0.00{1 + i % 7}s] semver-lite{'::verify' if t.startswith('verify') else ''} "
              f"{t.split('::', 1)[1] if t.startswith('verify') else t}\n" for i, t in enumerate(_SEMVER_TESTS))
    + "------------\n"
    "     Summary [   0.412s] 31 tests run: 31 passed, 2 skipped\n"
    "+ echo 1\n"
)  # fmt: skip

PROVE_NOTESTS = (
    "+ cd /app/tmpl\n"
    "+ prove -l /tests/t\n"
    "/tests/t/00-load.t ..... skipped: Test::Differences not installed\n"
    "/tests/t/10-render.t ... skipped: Test::Differences not installed\n"
    "/tests/t/20-escape.t ... skipped: Test::Differences not installed\n"
    "Files=3, Tests=0,  0 wallclock secs ( 0.02 usr  0.00 sys +  0.09 cusr  0.02 csys =  0.13 CPU)\n"
    "Result: NOTESTS\n"
    "+ true\n"
    "+ echo 1\n"
)

_RING = ("push_pop", "wrap_around", "full_rejects", "thread_safety")
CTEST_ALL_SKIPPED = (
    "+ cd /app/ringbuf/build\n"
    "+ ctest\n"
    "Test project /app/ringbuf/build\n"
    + "".join(f"    Start {i}: {t}\n{i}/4 Test #{i}: {t} ".ljust(0)
              + "." * (34 - len(t)) + "***Skipped   0.00 sec\n" for i, t in enumerate(_RING, 1))
    + "\n100% tests passed, 0 tests failed out of 4\n\n"
    "Total Test time (real) =   0.01 sec\n\n"
    "The following tests did not run:\n"
    + "".join(f"\t  {i} - {t} (Skipped)\n" for i, t in enumerate(_RING, 1))
    + "+ echo 1\n"
)  # fmt: skip

_ISBN = ("validIsbn10()", "validIsbn10WithX()", "invalidIsbn10Checksum()", "validIsbn13()",
         "invalidIsbn13Checksum()", "ignoresHyphens()", "ignoresSpaces()", "rejectsLetters()",
         "rejectsWrongLength()", "rejectsNull()")  # fmt: skip
GRADLE_PASS = (
    "+ cd /app/isbn\n"
    "+ cp /tests/IsbnTest.java src/test/java/com/example/isbn/\n"
    "+ gradle test --console=plain\n"
    "> Task :compileJava\n> Task :processResources NO-SOURCE\n> Task :classes\n"
    "> Task :compileTestJava\n> Task :processTestResources NO-SOURCE\n> Task :testClasses\n\n"
    "> Task :test\n\n"
    + "".join(f"IsbnTest > {t} PASSED\n\n" for t in _ISBN)
    + "IsbnTest > lookupOnline() SKIPPED\n\n"
    "BUILD SUCCESSFUL in 6s\n4 actionable tasks: 4 executed\n"
    "+ echo 1\n"
)  # fmt: skip

# ------------------------------------------------------------------ provider lines
BEDROCK_DENIED = (
    "API Error: 403 AccessDeniedException: You don't have access to the model with the "
    "specified model ID."
)
BEDROCK_THROTTLED = (
    'litellm.RateLimitError: BedrockException - {"message":"Too many requests, please wait '
    'before trying again."}'
)
GEMINI_DENIED = (
    'litellm.PermissionDeniedError: GeminiException - {"error": {"code": 403, "message": "Your '
    'API key was reported as leaked. Please use another API key.", "status": '
    '"PERMISSION_DENIED"}}'
)
GEMINI_EXHAUSTED = (
    'litellm.RateLimitError: GeminiException - {"error": {"code": 429, "message": "Resource '
    'has been exhausted (e.g. check quota).", "status": "RESOURCE_EXHAUSTED"}}'
)
AZURE_FILTER = (
    "litellm.ContentPolicyViolationError: AzureException - The response was filtered due to "
    "the prompt triggering Azure OpenAI's content management policy. Please modify your "
    "prompt and retry. To learn more about our content filtering policies please read our "
    "documentation: https://go.microsoft.com/fwlink/?linkid=2198766"
)
OPENAI_SCOPES = (
    "codex stderr: ERROR: unexpected status 401 Unauthorized: You have insufficient "
    "permissions for this operation. Missing scopes: model.request. Check that you have the "
    "correct role in your organization (Reader, Writer, Owner) and project (Member, Owner), and "
    "if you're using a restricted API key, that it has the necessary scopes."
)
OPENAI_BAD_KEY = (
    "codex stderr: ERROR: unexpected status 401 Unauthorized: Incorrect API key provided: "
    "sk-proj-****************************Q7xA. You can find your API key at "
    "https://platform.openai.com/account/api-keys."
)


# ================================================================== reverse-engineer-objectives
def claude_code_re() -> None:
    # --- not served; Bedrock's AccessDeniedException in Claude Code's result; no step; 0/49
    s = Session("cc")
    name = "cc-bedrock-access-denied-no-step-fail"
    log = log_lines([
        (0.1, "INFO", "claude stdout: " + _cc_result("success", True, 0.01, 1, BEDROCK_DENIED)),
        (0.2, "ERROR", "Agent claude-code failed: claude exited with code 1"),
    ])  # fmt: skip
    rec = _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.2, log=log,
              exception=("NonZeroAgentExitCodeError", "claude exited with code 1"),
              traceback=_nz_log("claude", 1, ""), facts={"stubs": 49, "agent_steps": 0})  # fmt: skip
    _as_model(rec, "us.anthropic.claude-sonnet-4-5-20250929-v1:0", "bedrock")
    case(name, "HARNESS_ERROR", "Provider Error",
         "not served; Claude Code on Bedrock: its result at 0.1 min is 'API Error: 403 "
         "AccessDeniedException: You don't have access to the model with the specified model "
         "ID.', claude exited 1 at 0.2, no agent step, no tokens; the untouched stubs graded "
         "0/49: the provider refused before the agent could act",
         _no_tokens(rec))  # fmt: skip

    # --- not served; worked to ~63; the verifier's output cut after 20 PASS rows; no result.json
    s = Session("cc").open()
    probe_all(s, batches=4, dt=8.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle on my inputs, the edge inputs included.")
    partial = "\n".join(report().render().splitlines()[:20]) + "\n"
    name = "cc-killed-while-grading-no-result-json"
    case(name, "HARNESS_ERROR", "Missing Reward",
         f"not served; the agent ran to ~{s.t:.1f} and its comparison of all 49 printed no "
         "MISMATCH; the folder has config.json, the trajectory and test-stdout.txt cut after 20 "
         "PASS rows (no summary, no REWARD line) and no result.json: never graded, not a fail",
         _re(name, s, rep=None, artifact=_sub(), stdout=partial, result_json=False))  # fmt: skip
    _more(name, no_result_json=True, verifier_rows=20, verifier_summary=False)


def openhands_re() -> None:
    # --- served (Gemini); Gemini's 403 PERMISSION_DENIED after the last step; openhands exit 1; 47/49
    s = Session("oh")
    open_served(s)
    edges = _without(SEED_EDGES, *NEG_INF)
    probe_all(s, batches=4, dt=8.0, edges=edges)
    art = _sub(naive=["entropy", "normalized_entropy"])
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=4.0)
    k = 0
    while s.t < 94.0:
        fns = NAMES[(k * 10) % 40 : (k * 10) % 40 + 10]
        s.probe(fns, dt=4.0).compare(fns, dt=3.0)
        k += 1
    last = s.t
    lines = [
        (round(last + 0.4, 2), "WARNING", "openhands stderr: " + GEMINI_DENIED),
        (round(last + 0.6, 2), "ERROR", "Agent openhands failed: openhands exited with code 1"),
    ]
    end = round(last + 0.6, 2)
    name = "oh-served-gemini-denied-after-last-step-fail"
    rec = _re(name, s, rep=report({"entropy": ENTROPY_NAN, "normalized_entropy": NORM_NAN}),
              artifact=art, end=end, log=log_lines(lines),
              exception=("NonZeroAgentExitCodeError", "openhands exited with code 1"),
              traceback=_nz_log("openhands", 1, ""), oracle_calls=served5(s.events))  # fmt: skip
    _as_model(rec, "gemini-2.5-pro", "gemini")
    case(name, "HARNESS_ERROR", "Provider Error",
         f"served; the last step at ~{last:.1f}; Gemini's 403 PERMISSION_DENIED ('Your API key "
         f"was reported as leaked') at ~{last + 0.4:.1f}, after it; openhands exited 1 at "
         f"~{end:.1f} of 120 (~{120 - end:.0f} minutes lost); entropy and normalized_entropy "
         "fail neg-inf-logits (never sent); 47/49: the run ended on the provider's refusal",
         rec)  # fmt: skip
    _more(name, last_min=last, refusal_min=round(last + 0.4, 2), minutes_lost=round(120 - end, 1))


def mini_re() -> None:
    # --- served (Azure); compared 49/49; the content filter after; mini exited 1; a pass
    s = Session("mini")
    open_served(s)
    probe_all(s, batches=4, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    last = s.t
    lines = [
        (round(last + 0.3, 2), "WARNING", "mini-swe-agent stderr: " + AZURE_FILTER),
        (round(last + 0.4, 2), "ERROR", "Agent mini-swe-agent failed: mini-swe-agent exited with code 1"),
    ]  # fmt: skip
    end = round(last + 0.4, 2)
    name = "mini-served-azure-filter-after-compare-pass"
    rec = _re(name, s, rep=report(), artifact=_sub(), end=end, log=log_lines(lines),
              exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
              traceback=_nz_log("mini-swe-agent", 1, ""), oracle_calls=served5(s.events))  # fmt: skip
    _as_model(rec, "gpt-5", "azure")
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; every function and the seed's edges answered; its comparison of all 49 "
         f"printed no MISMATCH at ~{last:.1f}; then Azure's content filter refused the next "
         f"request and mini-swe-agent exited 1 at ~{end:.1f}; 49/49: the refusal came after "
         "the work and the pass is earned",
         rec)  # fmt: skip
    _more(name, last_min=last, refusal_min=round(last + 0.3, 2))


def terminus_re() -> None:
    # --- served (Bedrock); attempt 2 of 2 after a ThrottlingException; top_k_mask edges never sent
    s = Session("tm")
    open_served(s)
    edges = _without(SEED_EDGES, *TOPK_EDGES)
    probe_all(s, batches=4, dt=9.0, edges=edges)
    art = _sub(naive=["top_k_mask"])
    s.implement(art, dt=14.0).compare(NAMES, edges, dt=4.0)
    s.say('{"analysis": "All 49 functions match reforacle on the inputs I sent.", "plan": '
          '"Done.", "commands": [], "task_complete": true}')  # fmt: skip
    name = "tm-served-attempt-two-after-throttling-fail"
    log = _attempts(f"oa32-{name}", [("RateLimitError", BEDROCK_THROTTLED)])
    rec = _re(name, s, rep=report({"top_k_mask": TOPK_FAIL}), artifact=art, log=log,
              oracle_calls=served5(s.events))  # fmt: skip
    _as_model(rec, "us.anthropic.claude-opus-4-1-20250805-v1:0", "bedrock")
    case(name, "GOOD_FAILURE", "Incomplete Exploration",
         "served; attempt 2 of 2 (trial.log: attempt 1 failed with Bedrock's ThrottlingException "
         "as litellm's RateLimitError, before this one started); top_k_mask was called only on "
         "random inputs, ties-at-kth and k-ge-vocab never sent, and fails exactly those; 48/49",
         rec)  # fmt: skip
    _more(name, attempt=2, earlier_failures=["RateLimitError"])

    # --- not served (Gemini); attempt 2 of 2 after RESOURCE_EXHAUSTED; a pass by probing
    s = Session("tm").open()
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say('{"analysis": "All 49 functions match reforacle, edge inputs included.", "plan": '
          '"Done.", "commands": [], "task_complete": true}')  # fmt: skip
    name = "tm-attempt-two-after-resource-exhausted-pass"
    log = _attempts(f"oa32-{name}", [("RateLimitError", GEMINI_EXHAUSTED)])
    rec = _re(name, s, rep=report(), artifact=_sub(), log=log)
    _as_model(rec, "gemini-2.5-pro", "gemini")
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         "not served; attempt 2 of 2 (trial.log: attempt 1 failed with Gemini's 429 "
         "RESOURCE_EXHAUSTED, before this one started); probed every function and the seed's "
         "edges and compared all 49; 49/49: the earlier attempt's error is not this run's",
         rec)  # fmt: skip
    _more(name, attempt=2, earlier_failures=["RateLimitError"])


def codex_re() -> None:
    # --- not served; OpenAI's 401 'Missing scopes: model.request' before any step; 0/49
    s = Session("cx")
    name = "cx-openai-401-scopes-no-step-fail"
    log = log_lines([
        (0.1, "WARNING", OPENAI_SCOPES),
        (0.2, "ERROR", "Agent codex failed: codex exited with code 1"),
    ])  # fmt: skip
    rec = _re(name, s, rep=report(stubs=NAMES), artifact=STUB_FILE, end=0.2, log=log,
              exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
              traceback=_nz_log("codex", 1, ""), facts={"stubs": 49, "agent_steps": 0})  # fmt: skip
    case(name, "HARNESS_ERROR", "Provider Error",
         "not served; 'unexpected status 401 Unauthorized: You have insufficient permissions "
         "for this operation. Missing scopes: model.request' at 0.1 min, codex exited 1 at 0.2, "
         "no agent step, no tokens; the untouched stubs graded 0/49: the provider refused the "
         "key before the agent could act",
         _no_tokens(rec))  # fmt: skip

    # --- served; finished at ~58; the verifier printed 23 PASS rows, then VerifierTimeoutError
    s = Session("cx")
    open_served(s)
    probe_all(s, batches=4, dt=7.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=12.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.say("All 49 functions match reforacle, the edge inputs included.")
    end = round(s.t + 0.2, 2)
    partial = "\n".join(report().render().splitlines()[:23]) + "\n"
    name = "cx-served-verifier-timeout-23-rows"
    rec = _re(name, s, rep=None, artifact=_sub(), stdout=partial, end=end,
              exception=("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
              traceback=exception_txt("VerifierTimeoutError", "Verifier execution timed out after 600.0 seconds"),
              oracle_calls=served5(s.events))  # fmt: skip
    case(name, "HARNESS_ERROR", "Verifier Timeout",
         "served; the agent compared all 49 with no MISMATCH and stopped; the verifier printed "
         "23 PASS rows (masked_mean..discounted_returns), then VerifierTimeoutError after 600 s; "
         "no reward: the verifier's time ran out, not the agent's",
         _verifier_ran(rec, end + 0.2, end + 10.2))  # fmt: skip
    _more(name, verifier_rows=23, verifier_min=10.0)


def generic_re() -> None:
    # --- served; trajectory and call log; no result.json, no verifier output
    s = GenSession("gen")
    open_served(s)
    probe_all(s, batches=3, dt=6.0, edges=SEED_EDGES)
    s.implement(_sub(), dt=14.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle on random and edge inputs.")
    name = "gen-served-no-result-json-no-verifier"
    case(name, "HARNESS_ERROR", "Missing Reward",
         f"served; the agent ran to ~{s.t:.1f}, its comparison of all 49 printed no MISMATCH; "
         "the folder has no result.json and no verifier output: no reward recorded (an "
         "unfinished folder), not a fail",
         _gen(name, s, rep=None, artifact=_sub(), stdout=None, result_json=False,
              oracle_calls=served5(s.events)))  # fmt: skip
    _more(name, no_result_json=True, verifier_output=None)

    # --- served (Azure); the content filter refused one request at ~31; it went on; 49/49
    s = GenSession("gen")
    open_served(s)
    probe_all(s, batches=4, dt=6.0)
    blip = s.t
    s.wait(0.8)
    s.probe([], SEED_EDGES, dt=4.0)
    s.implement(_sub(), dt=13.0).compare(NAMES, SEED_EDGES, dt=3.0)
    s.finish("All 49 functions match reforacle, random and edge inputs.")
    name = "gen-served-azure-filter-blip-pass"
    log = log_lines([(round(blip + 0.3, 2), "WARNING", "plainloop: model call refused, retrying "
                      "with the last tool result trimmed: " + AZURE_FILTER)])  # fmt: skip
    rec = _gen(name, s, rep=report(), artifact=_sub(), log=log, oracle_calls=served5(s.events))
    _as_model(rec, "gpt-4.1", "azure")
    case(name, "GOOD_SUCCESS", "Solved by Probing",
         f"served; Azure's content filter refused one request at ~{blip + 0.3:.1f} (trial.log), "
         "the agent went on: the seed's edges, its file, a comparison of all 49 with no "
         "MISMATCH; 49/49: a blip it outlived",
         rec)  # fmt: skip
    _more(name, blip_min=round(blip + 0.3, 2))


# ================================================================== other Harbor tasks
def claude_code_other() -> None:
    # --- PHPUnit 9: SSSSSII, Assertions: 0; reward 1
    s = Session("cc")
    s.read("/app/money/src/Money.php", "<?php\nfinal class Money {\n    public static function format(int "
           "$minor, string $currency, string $locale): string {\n        return number_format($minor / 100, 2);\n    }\n}\n", 0.3)  # fmt: skip
    s.edit("/app/money/src/Money.php", "        return number_format($minor / 100, 2);",
           "        $digits = (new \\NumberFormatter($locale . '@currency=' . $currency, \\NumberFormatter::CURRENCY))"
           "->getAttribute(\\NumberFormatter::FRACTION_DIGITS);\n        $f = new \\NumberFormatter($locale, \\NumberFormatter::CURRENCY);\n"
           "        $f->setAttribute(\\NumberFormatter::ROUNDING_MODE, \\NumberFormatter::ROUND_HALFEVEN);\n"
           "        return $f->formatCurrency($minor / 10 ** $digits, $currency);", 1.8)  # fmt: skip
    s.sh("cd /app/money && php -r 'require \"src/Money.php\"; echo Money::format(123456, \"JPY\", \"ja_JP\"), PHP_EOL;'",
         "PHP Fatal error:  Uncaught Error: Class \"NumberFormatter\" not found in /app/money/src/Money.php:4", 0.5)  # fmt: skip
    s.say(
        "Money::format uses NumberFormatter; it needs the intl extension, which this image lacks."
    )
    name = "cc-phpunit-skipped-incomplete-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "php-money-format; the agent's own run of its code died ('Class \"NumberFormatter\" not "
         "found'); the verifier's PHPUnit: 'SSSSSII', 'Tests: 7, Assertions: 0, Skipped: 5, "
         "Incomplete: 2.': none ran; reward 1 on nothing tested",
         _other(name, "money32", s, reward=1.0, stdout=PHPUNIT_NONE_RAN,
                facts={"tests": (0, 0, 7), "runner": "phpunit", "assertions": 0}))  # fmt: skip

    # --- bun test: 0 pass, 5 skip, 3 todo; reward 1
    s = Session("cc")
    s.read("/app/qs/src/qs.ts", "export function parse(q: string): Record<string, string> {\n"
           "  return Object.fromEntries(new URLSearchParams(q));\n}\n", 0.3)  # fmt: skip
    s.write("/app/qs/src/qs.ts", "export function parse(q: string): any {\n  const out: any = {};\n"
            "  for (const [k, v] of new URLSearchParams(q)) {\n    const path = k.replace(/\\]/g, '').split('[');\n"
            "    let o = out;\n    path.slice(0, -1).forEach((p, i) => { o = o[p] ??= path[i + 1] === '' ? [] : {}; });\n"
            "    const last = path[path.length - 1];\n    Array.isArray(o) ? o.push(v) : (o[last] = v);\n  }\n  return out;\n}\n", 2.2)  # fmt: skip
    s.sh("cd /app/qs && bun -e \"import {parse} from './src/qs'; console.log(JSON.stringify(parse('a[b][c]=1&x[]=1&x[]=2')))\"",
         '{"a":{"b":{"c":"1"}},"x":["1","2"]}', 0.6)  # fmt: skip
    s.say(
        "parse builds nested objects and arrays; stringify is next but the tests only check parse."
    )
    name = "cc-bun-skip-todo-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "ts-query-string; the verifier's bun test: five '(skip)' and three '(todo)' lines, "
         "' 0 pass', ' 5 skip', ' 3 todo', ' 0 fail', 'Ran 8 tests across 1 files.': none ran; "
         "reward 1 on nothing tested",
         _other(name, "qs32", s, reward=1.0, stdout=BUN_NONE_RAN,
                facts={"tests": (0, 0, 8), "runner": "bun test", "todo": 3}))  # fmt: skip

    # --- mocha: 11 passing, 2 pending; earned
    s = Session("cc")
    s.sh("cd /app/cronjs && npm test 2>&1 | tail -4", "  8 passing (31ms)\n  3 failing", 1.0)
    s.read("/app/cronjs/lib/dom.js", "function dom(spec, y, m) {\n  return spec.split(',').map(Number);\n}\n", 0.3)  # fmt: skip
    s.edit("/app/cronjs/lib/dom.js", "  return spec.split(',').map(Number);",
           "  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();\n"
           "  if (spec === 'L') return [last];\n"
           "  const w = /^(\\d+)W$/.exec(spec);\n  if (w) return [nearestWeekday(+w[1], y, m, last)];\n"
           "  return spec.split(',').map(Number);", 1.6)  # fmt: skip
    s.sh("cd /app/cronjs && npm test 2>&1 | tail -3", "  11 passing (44ms)", 0.9)
    s.say("L and W are supported; npm test passes.")
    name = "cc-mocha-pending-beside-passing-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "js-cron-day-of-month; the agent fixed L/W and its own npm test "
         "went from 3 failing to 11 passing; the verifier's mocha: eleven '\u2714' lines, '11 "
         "passing (48ms)', '2 pending', reward 1: tests ran and passed",
         _other(name, "cronjs32", s, reward=1.0, stdout=MOCHA_PENDING,
                facts={"tests": (11, 0, 2), "runner": "mocha"}))  # fmt: skip

    # --- surefire: Tests run: 18, Skipped: 2, BUILD SUCCESS; earned
    s = Session("cc")
    s.sh("cd /app/cronj && mvn -q test 2>&1 | grep 'Tests run' | tail -1",
         "[ERROR] Tests run: 12, Failures: 3, Errors: 0, Skipped: 0", 9.0)  # fmt: skip
    s.read("/app/cronj/src/main/java/com/example/cron/DayOfMonth.java",
           "static int[] parse(String f) {\n    return Fields.list(f, 1, 31);\n}\n", 0.3)  # fmt: skip
    s.edit("/app/cronj/src/main/java/com/example/cron/DayOfMonth.java", "    return Fields.list(f, 1, 31);",
           "    if (f.equals(\"L\")) return new int[] {LAST};\n"
           "    if (f.endsWith(\"W\")) return new int[] {NEAREST_WEEKDAY | Integer.parseInt(f.substring(0, f.length() - 1))};\n"
           "    return Fields.list(f, 1, 31);", 1.5)  # fmt: skip
    s.sh("cd /app/cronj && mvn -q test 2>&1 | grep 'Tests run' | tail -1",
         "[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0", 8.5)  # fmt: skip
    s.say("L and W parse; the project's tests pass.")
    name = "cc-surefire-two-skipped-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "java-cron-parser; the agent's mvn test went from 3 failures to 0; the verifier's "
         "surefire: 'Tests run: 18, Failures: 0, Errors: 0, Skipped: 2', 'BUILD SUCCESS', "
         "reward 1: 16 ran and passed",
         _other(name, "cron32", s, reward=1.0, stdout=SUREFIRE_PASS,
                facts={"tests": (16, 0, 2), "runner": "maven surefire"}))  # fmt: skip


def openhands_other() -> None:
    # --- pytest: module-wide xfail(run=False): '6 xfailed', each [NOTRUN]; reward 1
    s = Session("oh")
    s.read("/app/export.py", "import csv, json, os, urllib.request\n\n"
           "def main():\n    raise NotImplementedError\n", 0.3)  # fmt: skip
    s.write("/app/export.py", "import csv, json, os, urllib.request\n\n\ndef main():\n"
            "    base, rows, page = os.environ['SHOP_URL'], [], 1\n    while True:\n"
            "        batch = json.load(urllib.request.urlopen(f'{base}/products?page={page}'))\n"
            "        if not batch:\n            break\n        rows += batch\n        page += 1\n"
            "    with open('/app/products.csv', 'w', newline='') as f:\n"
            "        w = csv.writer(f)\n        w.writerow(['id', 'name', 'price_cents'])\n"
            "        for r in sorted(rows, key=lambda r: r['id']):\n"
            "            w.writerow([r['id'], r['name'], round(r['price'] * 100)])\n\n\n"
            "if __name__ == '__main__':\n    main()\n", 2.0)  # fmt: skip
    s.sh("cd /app && python3 export.py", "Traceback (most recent call last):\n  File \"/app/export.py\", "
         "line 20, in <module>\n    main()\n  File \"/app/export.py\", line 5, in main\n"
         "    base, rows, page = os.environ['SHOP_URL'], [], 1\nKeyError: 'SHOP_URL'", 0.4)  # fmt: skip
    s.finish("export.py pages through $SHOP_URL; SHOP_URL is not set here so I could not run it.")
    name = "oh-pytest-xfail-notrun-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "py-shop-export; the agent could not run its script (KeyError: 'SHOP_URL'); the "
         "verifier's pytest: 'xxxxxx', six 'XFAIL ... - [NOTRUN] needs SHOP_URL', '6 xfailed in "
         "0.04s': none ran; reward 1 on nothing tested",
         _other(name, "shop32", s, reward=1.0, stdout=PYTEST_NOTRUN,
                facts={"tests": (0, 0, 6), "runner": "pytest", "xfailed_notrun": 6}))  # fmt: skip

    # --- a hand-written test.sh: ROTATE empty, every check skipped, PASS printed; reward 1
    s = Session("oh")
    s.write("/app/logrotate-lite", "#!/bin/bash\nset -euo pipefail\ndir=${1:?usage: logrotate-lite DIR}\n"
            "for f in \"$dir\"/*.log; do\n  [ -e \"$f\" ] || continue\n"
            "  if [ \"$(find \"$f\" -mtime +0)\" ] || [ \"$(stat -c %s \"$f\")\" -gt 1048576 ]; then\n"
            "    for i in 4 3 2 1; do [ -e \"$f.$i.gz\" ] && mv \"$f.$i.gz\" \"$f.$((i + 1)).gz\"; done\n"
            "    [ -e \"$f.1\" ] && gzip -c \"$f.1\" > \"$f.2.gz\" && rm \"$f.1\"\n"
            "    mv \"$f\" \"$f.1\" && : > \"$f\"\n  fi\ndone\n", 2.4)  # fmt: skip
    s.sh("chmod +x /app/logrotate-lite && mkdir -p /tmp/lr && seq 1 300000 > /tmp/lr/app.log "
         "&& /app/logrotate-lite /tmp/lr && ls /tmp/lr", "app.log\napp.log.1", 0.6)  # fmt: skip
    s.finish("logrotate-lite rotates by age or size and keeps five generations.")
    name = "oh-shell-empty-variable-pass-lines"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "bash-log-rotate; the agent left its script at /app/logrotate-lite, not on PATH; the "
         "verifier's test.sh (set -x): '++ command -v logrotate-lite', '+ ROTATE=', then for "
         "each case \"'[' -n '' ']'\" and 'PASS <case>', then 'PASS 4/4': every check skipped "
         "by the empty variable; reward 1 on nothing tested",
         _other(name, "rotate32", s, reward=1.0, stdout=SHELL_EMPTY_VAR,
                facts={"tests": (0, 0, 4), "runner": "test.sh", "pass_lines": 5,
                       "test_sh": SHELL_TEST_SH}))  # fmt: skip

    # --- RSpec: 18 examples, 0 failures, 2 pending; earned
    s = Session("oh")
    s.read("/app/slugger/lib/slugger.rb", "module Slugger\n  def self.slug(t)\n    t.downcase.gsub(/[^a-z0-9]+/, '-')\n  end\nend\n", 0.3)  # fmt: skip
    s.edit("/app/slugger/lib/slugger.rb", "    t.downcase.gsub(/[^a-z0-9]+/, '-')",
           "    I18n.transliterate(t.unicode_normalize(:nfkc), replacement: '').downcase\n"
           "        .gsub(/[^a-z0-9]+/, '-').gsub(/\\A-+|-+\\z/, '')", 1.2)  # fmt: skip
    s.sh("cd /app/slugger && bundle exec rspec 2>&1 | tail -2",
         "12 examples, 0 failures", 1.4)  # fmt: skip
    s.finish("slug transliterates Latin letters, drops other scripts and trims separators.")
    name = "oh-rspec-two-pending-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "ruby-slugger; the agent's own rspec 12 examples, 0 failures; the verifier's rspec: "
         "'18 examples, 0 failures, 2 pending' (two marked pending in the spec), reward 1: 16 "
         "ran and passed",
         _other(name, "slug32", s, reward=1.0, stdout=RSPEC_PENDING,
                facts={"tests": (16, 0, 2), "runner": "rspec"}))  # fmt: skip

    # --- dotnet test: Passed!  - Failed: 0, Passed: 14, Skipped: 1; earned
    s = Session("oh")
    s.read("/app/Ledger/Ledger.cs", "public decimal Balance(string account, DateOnly asOf) =>\n"
           "    _postings.Where(p => p.Account == account).Sum(p => Math.Round(p.Amount, 2));\n", 0.3)  # fmt: skip
    s.edit("/app/Ledger/Ledger.cs",
           "    _postings.Where(p => p.Account == account).Sum(p => Math.Round(p.Amount, 2));",
           "    Math.Round(_postings.Where(p => p.Account == account && p.Date <= asOf).Sum(p => p.Amount),\n"
           "               Currency.MinorUnits(_currency), MidpointRounding.ToEven);", 1.1)  # fmt: skip
    s.sh("cd /app/Ledger && dotnet build --nologo -v q 2>&1 | tail -2",
         "    0 Warning(s)\n    0 Error(s)", 1.8)  # fmt: skip
    s.finish("Balance filters by date and rounds once at the end.")
    name = "oh-dotnet-one-skipped-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "csharp-ledger-balance; the verifier's dotnet test: 'Passed!  - Failed:     0, Passed:  "
         "  14, Skipped:     1, Total:    15', reward 1: 14 ran and passed",
         _other(name, "ledger32", s, reward=1.0, stdout=DOTNET_PASS,
                facts={"tests": (14, 0, 1), "runner": "dotnet test"}))  # fmt: skip


def mini_other() -> None:
    # --- unittest: five @expectedFailure tests, all failed: OK (expected failures=5); reward 1
    s = Session("mini")
    s.sh("sed -n '1,40p' /app/roman.py", "def to_roman(n):\n    raise NotImplementedError\n\n\n"
         "def from_roman(s):\n    raise NotImplementedError\n", 0.3)  # fmt: skip
    s.sh("cat > /app/roman.py <<'EOF'\nVALS = [(1000, 'M'), (900, 'CM'), (500, 'D'), (400, 'CD'), (100, 'C'),\n"
         "        (90, 'XC'), (50, 'L'), (40, 'XL'), (10, 'X'), (9, 'IX'), (5, 'V'), (4, 'IV'), (1, 'I')]\n\n\n"
         "def to_roman(n):\n    out = ''\n    for v, s in VALS:\n        while n >= v:\n            out += s\n            n -= v\n    return out\n"
         "EOF", "", 1.4)  # fmt: skip
    s.sh("cd /app && python3 -c 'import roman; print(roman.to_roman(1994))'", "MCMXCIV", 0.4)
    s.finish("THOUGHT: to_roman works for 1994.")
    name = "mini-unittest-all-expected-failures-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "py-roman-numerals; from_roman left out (the file no longer defines it); the verifier's "
         "unittest: 'xxxxx', 'Ran 5 tests', 'OK (expected failures=5)': all five ran and failed "
         "under @expectedFailure, none passed; reward 1 on nothing tested",
         _other(name, "roman32", s, reward=1.0, stdout=UNITTEST_ALL_XFAIL,
                facts={"tests": (0, 0, 0), "expected_failures": 5, "runner": "unittest"}))  # fmt: skip

    # --- vitest: Tests 8 todo (8); reward 1
    s = Session("mini")
    s.sh("cat /app/dur/src/index.ts", "export function parseDuration(text: string): number {\n"
         "  return Number(text);\n}\n", 0.3)  # fmt: skip
    s.sh("cat > /app/dur/src/index.ts <<'EOF'\nconst UNIT: Record<string, number> = { d: 864e5, h: 36e5, m: 6e4, s: 1e3, ms: 1 };\n"
         "export function parseDuration(text: string): number {\n  const parts = [...text.toLowerCase().matchAll(/(\\d+(?:\\.\\d+)?)\\s*(ms|d|h|m|s)/g)];\n"
         "  if (!parts.length) throw new RangeError(`bad duration: ${text}`);\n"
         "  return parts.reduce((t, [, n, u]) => t + Number(n) * UNIT[u], 0);\n}\nEOF", "", 1.6)  # fmt: skip
    s.sh("cd /app/dur && npx tsx -e \"import {parseDuration as p} from './src/index'; console.log(p('1h30m'), p('2d 4h'))\"",
         "5400000 187200000", 0.8)  # fmt: skip
    s.finish("THOUGHT: parseDuration handles 1h30m and '2d 4h'.")
    name = "mini-vitest-all-todo-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "ts-duration-parse; the verifier's vitest: 'Test Files  1 skipped (1)', 'Tests  8 todo "
         "(8)': none ran; reward 1 on nothing tested",
         _other(name, "dur32", s, reward=1.0, stdout=VITEST_ALL_TODO,
                facts={"tests": (0, 0, 8), "runner": "vitest", "todo": 8}))  # fmt: skip

    # --- deno: ok | 0 passed | 0 failed | 6 ignored; reward 1
    s = Session("mini")
    s.sh("sed -n '1,40p' /app/kvcache/cache.ts", "export async function get(kv: Deno.Kv, key: string) {\n"
         "  return (await kv.get([key])).value;\n}\n", 0.3)  # fmt: skip
    s.sh("cd /app/kvcache && python3 - <<'PY'\np='cache.ts'\ns=open(p).read()\n"
         "s=s.replace('  return (await kv.get([key])).value;', '  const e = (await kv.get<{v: unknown; exp: number}>([key])).value;\\n"
         "  return e && e.exp > Date.now() ? e.v : undefined;')\nopen(p,'w').write(s)\nPY", "", 1.0)  # fmt: skip
    s.finish("THOUGHT: get checks the expiry stored with each entry.")
    name = "mini-deno-all-ignored-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "deno-ttl-cache; the verifier's deno test: six '... ignored (0ms)' lines and 'ok | 0 "
         "passed | 0 failed | 6 ignored (9ms)': none ran; reward 1 on nothing tested",
         _other(name, "kv32", s, reward=1.0, stdout=DENO_ALL_IGNORED,
                facts={"tests": (0, 0, 6), "runner": "deno test"}))  # fmt: skip

    # --- nextest: 31 tests run: 31 passed, 2 skipped; earned
    s = Session("mini")
    s.sh("cd /app/semver && cargo test 2>&1 | grep 'test result'",
         "test result: FAILED. 11 passed; 3 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", 3.2)  # fmt: skip
    s.sh("cd /app/semver && grep -n 'fn cmp_pre' -A3 src/lib.rs", "88:fn cmp_pre(a: &str, b: &str) -> Ordering {\n89:    a.cmp(b)\n90:}", 0.3)  # fmt: skip
    s.sh("cd /app/semver && python3 - <<'PY'\np='src/lib.rs'\ns=open(p).read()\n"
         "s=s.replace('    a.cmp(b)\\n', '    match (a.parse::<u64>(), b.parse::<u64>()) {\\n"
         "        (Ok(x), Ok(y)) => x.cmp(&y),\\n        (Ok(_), Err(_)) => Ordering::Less,\\n"
         "        (Err(_), Ok(_)) => Ordering::Greater,\\n        _ => a.cmp(b),\\n    }\\n')\n"
         "open(p,'w').write(s)\nPY", "", 1.1)  # fmt: skip
    s.sh("cd /app/semver && cargo test 2>&1 | grep 'test result'",
         "test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", 3.0)  # fmt: skip
    s.finish("THOUGHT: pre-release identifiers compare as SemVer says; cargo test passes.")
    name = "mini-nextest-two-skipped-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "rust-semver-compare; the agent's cargo test went from 3 failed to 14 passed; the "
         "verifier's nextest: 31 'PASS' lines, '31 tests run: 31 passed, 2 skipped', reward 1",
         _other(name, "semver32", s, reward=1.0, stdout=NEXTEST_PASS,
                facts={"tests": (31, 0, 2), "runner": "cargo nextest"}))  # fmt: skip

    # --- Gemini's 403 PERMISSION_DENIED before any step; the untouched workspace passes pytest 5
    s = Session("mini")
    log = log_lines([
        (0.1, "WARNING", "mini-swe-agent stderr: " + GEMINI_DENIED),
        (0.2, "ERROR", "Agent mini-swe-agent failed: mini-swe-agent exited with code 1"),
    ])  # fmt: skip
    out = pytest_out(passing("test_cli_exists", "test_later_overrides", "test_lists_replaced",
                             "test_nested_merge", "test_missing_file_error"))  # fmt: skip
    name = "mini-gemini-denied-no-step-pass"
    rec = _other(name, "conf32", s, reward=1.0, stdout=out, end=0.2, tokens=False, log=log,
                 exception=("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
                 traceback=exception_txt("NonZeroAgentExitCodeError", "mini-swe-agent exited with code 1"),
                 facts={"tests": (5, 0, 0), "agent_steps": 0, "commands_run": 0})  # fmt: skip
    _as_model(rec, "gemini-2.5-pro", "gemini")
    case(name, "BAD_SUCCESS", "Passes Untouched",
         "py-config-merge; Gemini's 403 PERMISSION_DENIED ('Your API key was reported as "
         "leaked') at 0.1 min, mini-swe-agent exited 1 at 0.2, no agent step, no tokens; pytest "
         "5 passed, reward 1: the workspace as given passes (the grader's flaw), the provider's "
         "line why nothing ran",
         rec)  # fmt: skip


def terminus_other() -> None:
    # --- prove: three skip_all files, Tests=0, Result: NOTESTS, || true; reward 1
    s = Session("tm")
    s.sh("cd /app/tmpl && sed -n '1,40p' lib/Tmpl.pm", "package Tmpl;\nuse strict;\n\nsub render {\n"
         "    my ($t, $v) = @_;\n    $t =~ s/\\{\\{\\s*(\\w+)\\s*\\}\\}/$v->{$1}/g;\n    return $t;\n}\n1;", 0.4)  # fmt: skip
    s.write("/app/tmpl/lib/Tmpl.pm", "package Tmpl;\nuse strict;\n\nsub _esc {\n    my $s = shift // '';\n"
            "    $s =~ s/&/&amp;/g; $s =~ s/</&lt;/g; $s =~ s/>/&gt;/g; $s =~ s/\"/&quot;/g;\n    return $s;\n}\n\n"
            "sub render {\n    my ($t, $v) = @_;\n"
            "    $t =~ s{\\{\\{#each (\\w+)\\}\\}(.*?)\\{\\{/each\\}\\}}{join '', map { render($2, $_) } @{ $v->{$1} || [] }}gse;\n"
            "    $t =~ s{\\{\\{\\s*(\\w+)\\s*\\}\\}}{_esc($v->{$1})}ge;\n    return $t;\n}\n1;\n", 1.5)  # fmt: skip
    s.sh("cd /app/tmpl && perl -Ilib -MTmpl -e 'print Tmpl::render(\"{{#each xs}}<{{n}}>{{/each}}\", {xs => [{n => \"a&b\"}]})'",
         "<a&amp;b>", 0.5)  # fmt: skip
    s.say('{"analysis": "each blocks and escaping work.", "plan": "Done.", "commands": [], '
          '"task_complete": true}')  # fmt: skip
    name = "tm-prove-skip-all-notests-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "perl-template-render; the verifier's prove: three 'skipped: Test::Differences not "
         "installed', 'Files=3, Tests=0', 'Result: NOTESTS', then '+ true' and '+ echo 1': none "
         "ran; reward 1 on nothing tested",
         _other(name, "tmpl32", s, reward=1.0, stdout=PROVE_NOTESTS,
                facts={"tests": (0, 0, 3), "runner": "prove", "files_skipped": 3}))  # fmt: skip

    # --- PHPUnit: Tests: 14, Assertions: 37, Skipped: 2; earned
    s = Session("tm")
    s.sh("cd /app/invoice && vendor/bin/phpunit 2>&1 | tail -3", "FAILURES!\nTests: 9, Assertions: 21, Failures: 3.", 1.2)  # fmt: skip
    s.sh("cd /app/invoice && grep -n 'discount' -A3 src/Invoice.php | head -8",
         "31:        $net = $this->subtotal() * (1 - $this->discount);\n32:        return round($net * (1 + $this->taxRate), 2);", 0.3)  # fmt: skip
    s.sh("cd /app/invoice && python3 - <<'PY'\np='src/Invoice.php'\ns=open(p).read()\n"
         "s=s.replace('        $net = $this->subtotal() * (1 - $this->discount);\\n        return round($net * (1 + $this->taxRate), 2);',\n"
         "            '        $gross = array_sum(array_map(fn($l) => round($l->amount * (1 + $l->taxRate), 2), $this->lines));\\n"
         "        return round($gross * (1 - $this->discount), 2);')\nopen(p,'w').write(s)\nPY", "", 1.0)  # fmt: skip
    s.sh("cd /app/invoice && vendor/bin/phpunit 2>&1 | tail -2", "OK (9 tests, 21 assertions)", 1.1)
    s.say('{"analysis": "Tax per line before the discount; the suite passes.", "plan": "Done.", '
          '"commands": [], "task_complete": true}')  # fmt: skip
    name = "tm-phpunit-two-skipped-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "php-invoice-totals; the agent's phpunit went from 3 failures to 'OK (9 tests, 21 "
         "assertions)'; the verifier's PHPUnit: '.......S....S.', 'Tests: 14, Assertions: 37, "
         "Skipped: 2.', reward 1: 12 ran and passed",
         _other(name, "invoice32", s, reward=1.0, stdout=PHPUNIT_TWO_SKIPPED,
                facts={"tests": (12, 0, 2), "runner": "phpunit", "assertions": 37}))  # fmt: skip

    # --- vitest: Tests 7 passed | 2 todo (9); earned
    s = Session("tm")
    s.sh("cat /app/msfmt/src/index.ts", "export function formatMs(ms: number, o: {long?: boolean} = {}): string {\n"
         "  return `${ms / 60000}m`;\n}", 0.3)  # fmt: skip
    s.sh("cat > /app/msfmt/src/index.ts <<'EOF'\nconst U: [number, string, string][] = [[864e5, 'd', 'day'], [36e5, 'h', 'hour'], [6e4, 'm', 'minute'], [1e3, 's', 'second']];\n"
         "export function formatMs(ms: number, o: { long?: boolean } = {}): string {\n"
         "  const a = Math.abs(ms);\n  const [n, s, l] = U.find(([n]) => a >= n) ?? [1, 'ms', 'millisecond'];\n"
         "  const v = Math.round((ms / n) * 10) / 10;\n  return o.long ? `${v} ${l}${Math.abs(v) === 1 ? '' : 's'}` : `${v}${s}`;\n}\nEOF", "", 1.7)  # fmt: skip
    s.sh("cd /app/msfmt && npx vitest run 2>&1 | grep Tests", "      Tests  5 passed (5)", 1.2)
    s.say('{"analysis": "formatMs handles short and long forms and signs.", "plan": "Done.", '
          '"commands": [], "task_complete": true}')  # fmt: skip
    name = "tm-vitest-passed-with-todo-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "ts-ms-format; the verifier's vitest: 'Test Files  1 passed (1)', 'Tests  7 passed | 2 "
         "todo (9)', reward 1: seven ran and passed",
         _other(name, "ms32", s, reward=1.0, stdout=VITEST_WITH_TODO,
                facts={"tests": (7, 0, 2), "runner": "vitest", "todo": 2}))  # fmt: skip


def codex_other() -> None:
    # --- ctest: four ***Skipped under '100% tests passed'; reward 1
    s = Session("cx")
    s.sh("sed -n '1,60p' /app/ringbuf/src/ringbuf.c", "int rb_push(rb_t *rb, int v) {\n"
         "    rb->buf[rb->head++] = v;\n    return 0;\n}\n", 0.4)  # fmt: skip
    s.edit("/app/ringbuf/src/ringbuf.c", "    rb->buf[rb->head++] = v;\n    return 0;",
           "    size_t h = atomic_load_explicit(&rb->head, memory_order_relaxed);\n"
           "    size_t next = (h + 1) % rb->cap;\n"
           "    if (next == atomic_load_explicit(&rb->tail, memory_order_acquire)) return -1;\n"
           "    rb->buf[h] = v;\n    atomic_store_explicit(&rb->head, next, memory_order_release);\n    return 0;", 1.3)  # fmt: skip
    s.sh("cd /app/ringbuf && cmake -S . -B build -Wno-dev >/dev/null && cmake --build build 2>&1 | tail -1",
         "[100%] Built target ringbuf", 1.6)  # fmt: skip
    s.say("rb_push refuses when full and publishes with release ordering; it builds.")
    name = "cx-ctest-all-skipped-hundred-pct-pass"
    case(name, "BAD_SUCCESS", "Nothing Tested",
         "c-ring-buffer; the verifier's ctest: four '***Skipped', '100% tests passed, 0 tests "
         "failed out of 4', 'The following tests did not run:' naming all four: none ran; "
         "reward 1 on nothing tested",
         _other(name, "ring32", s, reward=1.0, stdout=CTEST_ALL_SKIPPED,
                facts={"tests": (0, 0, 4), "runner": "ctest"}))  # fmt: skip

    # --- unittest: ..s...x.. OK (skipped=1, expected failures=1); earned
    s = Session("cx")
    s.sh("sed -n '1,40p' /app/intervals.py", "def merge(intervals):\n    raise NotImplementedError\n\n\n"
         "def subtract(a, b):\n    raise NotImplementedError\n", 0.3)  # fmt: skip
    s.edit("/app/intervals.py", "def merge(intervals):\n    raise NotImplementedError",
           "def merge(intervals):\n    out = []\n    for lo, hi in sorted(intervals):\n"
           "        if out and lo <= out[-1][1]:\n            out[-1][1] = max(out[-1][1], hi)\n"
           "        else:\n            out.append([lo, hi])\n    return [tuple(x) for x in out]", 1.2)  # fmt: skip
    s.edit("/app/intervals.py", "def subtract(a, b):\n    raise NotImplementedError",
           "def subtract(a, b):\n    (alo, ahi), (blo, bhi) = a, b\n    out = []\n"
           "    if blo > alo:\n        out.append((alo, min(ahi, blo)))\n    if bhi < ahi:\n"
           "        out.append((max(alo, bhi), ahi))\n    return [x for x in out if x[0] <= x[1]]", 1.0)  # fmt: skip
    s.sh("cd /app && python3 -c 'import intervals as I; print(I.merge([(5,7),(1,3),(3,4)]), I.subtract((0,10),(3,5)))'",
         "[(1, 4), (5, 7)] [(0, 3), (5, 10)]", 0.4)  # fmt: skip
    s.say("merge and subtract are implemented.")
    name = "cx-unittest-skip-and-xfail-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "py-interval-merge; the verifier's unittest: '..s...x..', 'Ran 9 tests', 'OK "
         "(skipped=1, expected failures=1)', reward 1: seven ran and passed",
         _other(name, "fizz32", s, reward=1.0, stdout=UNITTEST_MIXED,
                facts={"tests": (7, 0, 1), "expected_failures": 1, "runner": "unittest"}))  # fmt: skip

    # --- Gradle: ten PASSED, one SKIPPED, BUILD SUCCESSFUL; earned
    s = Session("cx")
    s.sh("sed -n '1,40p' /app/isbn/src/main/java/com/example/isbn/Isbn.java",
         "public static boolean isValid(String s) {\n    return s.length() == 10 || s.length() == 13;\n}", 0.3)  # fmt: skip
    s.edit("/app/isbn/src/main/java/com/example/isbn/Isbn.java",
           "    return s.length() == 10 || s.length() == 13;",
           "    if (s == null) return false;\n    String d = s.replaceAll(\"[- ]\", \"\");\n"
           "    if (d.matches(\"\\\\d{9}[\\\\dX]\")) {\n        int sum = 0;\n"
           "        for (int i = 0; i < 10; i++) sum += (10 - i) * (d.charAt(i) == 'X' ? 10 : d.charAt(i) - '0');\n"
           "        return sum % 11 == 0;\n    }\n    if (d.matches(\"\\\\d{13}\")) {\n        int sum = 0;\n"
           "        for (int i = 0; i < 13; i++) sum += (i % 2 == 0 ? 1 : 3) * (d.charAt(i) - '0');\n"
           "        return sum % 10 == 0;\n    }\n    return false;", 1.5)  # fmt: skip
    s.sh("cd /app/isbn && gradle test --console=plain -q 2>&1 | tail -2", "", 7.5)
    s.say("isValid checks ISBN-10 (with X) and ISBN-13 check digits, ignoring hyphens and spaces.")
    name = "cx-gradle-one-skipped-pass"
    case(name, "GOOD_SUCCESS", "Solved",
         "java-isbn-validate; the verifier's Gradle: ten 'IsbnTest > ... PASSED', one "
         "'lookupOnline() SKIPPED', 'BUILD SUCCESSFUL in 6s', reward 1: ten ran and passed",
         _other(name, "isbn32", s, reward=1.0, stdout=GRADLE_PASS,
                facts={"tests": (10, 0, 1), "runner": "gradle"}))  # fmt: skip

    # --- OpenAI's 401 after the last step; codex exited 1; pytest 3 of 5; a fail
    s = Session("cx")
    s.sh("sed -n '1,40p' /app/quartiles.py", "import csv, sys, statistics\n\n"
         "def main():\n    raise NotImplementedError\n", 0.3)  # fmt: skip
    s.edit("/app/quartiles.py", "def main():\n    raise NotImplementedError",
           "def main():\n    rows = list(csv.DictReader(sys.stdin))\n    for col in rows[0]:\n"
           "        try:\n            xs = [float(r[col]) for r in rows]\n        except ValueError:\n            continue\n"
           "        q1, med, q3 = statistics.quantiles(xs, n=4)\n        print(col, q1, med, q3)", 1.3)  # fmt: skip
    s.sh(
        "cd /app && printf 'a,b\\n1,x\\n2,y\\n3,z\\n4,w\\n' | python3 quartiles.py",
        "a 1.25 2.5 3.75",
        0.5,
    )
    last = s.t
    log = log_lines([
        (round(last + 0.3, 2), "WARNING", OPENAI_BAD_KEY),
        (round(last + 0.4, 2), "ERROR", "Agent codex failed: codex exited with code 1"),
    ])  # fmt: skip
    end = round(last + 0.4, 2)
    out = pytest_out(passing("test_script_exists", "test_skips_text_columns", "test_one_line_per_column")
                     + [("test_inclusive_method", "FAILED", "assert lines[0] == 'a 1.75 2.5 3.25'\nAssertionError: assert 'a 1.25 2.5 3.75' == 'a 1.75 2.5 3.25'"),
                        ("test_single_row", "FAILED", "statistics.StatisticsError\nStatisticsError: must have at least two data points")])  # fmt: skip
    name = "cx-openai-401-after-last-step-fail"
    case(name, "HARNESS_ERROR", "Provider Error",
         f"py-csv-quartiles; the last step at ~{last:.1f}; '401 Unauthorized: Incorrect API key "
         f"provided' at ~{last + 0.3:.1f}, after it; codex exited 1 at ~{end:.1f}; pytest 3 "
         "passed, 2 failed (the exclusive method, one row), reward 0: the run ended on the "
         "provider's refusal",
         _other(name, "csvq32", s, reward=0.0, stdout=out, end=end, log=log,
                exception=("NonZeroAgentExitCodeError", "codex exited with code 1"),
                traceback=exception_txt("NonZeroAgentExitCodeError", "codex exited with code 1"),
                facts={"tests": (3, 2, 0), "last_min": last}))  # fmt: skip


def ordinary_audit_thirtytwo() -> list[Labelled]:
    """Every case of the thirty-second audit, labelled from the taxonomy (built once)."""
    if not _CASES:
        claude_code_re()
        openhands_re()
        mini_re()
        terminus_re()
        codex_re()
        generic_re()
        claude_code_other()
        openhands_other()
        mini_other()
        terminus_other()
        codex_other()
    return list(_CASES)
