"""The post-hoc classifier (installed as ``syncvals_plugin.classifier``): signals read from a
trial's records and code, generic rule families, the verdict table, evidence checks and the
task-level summary.  What only one task knows comes from that task's plugin
(``syncvals_task_findings``); the classifier explains a trial and never changes its reward.

Other folders import the classifier's names from ``syncvals_plugin.classifier`` (its face);
``classify_trial`` is :func:`.classify.classify` and ``trial_signals`` :func:`.context.signals`, offered
under names that are not submodules'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from syncvals_plugin.faces import lazy_exports

if TYPE_CHECKING:
    from syncvals_plugin.classifier.classify import classify as classify_trial
    from syncvals_plugin.classifier.classify import finish_trial
    from syncvals_plugin.classifier.code import (
        COMPILERS,
        SEARCH_FIRST_FROM,
        STDIN,
        UNKNOWN,
        WRITTEN_KEY,
        Action,
        Command,
        Source,
        bindings,
        bounded_regex,
        code_words,
        dotted,
        first_read,
        folder_copies,
        imported_names,
        imported_part,
        in_original,
        input_sources,
        keyed_values,
        listed_values,
        literal_text,
        located_file,
        module_calls,
        module_use,
        names_file,
        of_type,
        of_types,
        parse_python,
        printed_to,
        read_shell,
        static_string,
        string_constants,
        string_names,
        unaliased,
        walk,
    )
    from syncvals_plugin.classifier.context import cached
    from syncvals_plugin.classifier.context import signals as trial_signals
    from syncvals_plugin.classifier.endings import killed_silently
    from syncvals_plugin.classifier.evidence import checked_evidence
    from syncvals_plugin.classifier.findings import (
        CHEAT_SUBTYPES,
        TASK_IS_FINE,
        VERDICTS,
        Finding,
        half,
    )
    from syncvals_plugin.classifier.rules import (
        join,
        reward_evidence,
        step_evidence,
        tail_words,
        verifier_evidence,
        verifier_line_evidence,
    )
    from syncvals_plugin.classifier.signals import acting_steps, agent_steps, quote_of, step_text
    from syncvals_plugin.classifier.summary import (
        agent_rates,
        function_cells,
        function_failures,
        pass_rate,
        seed_note,
        task_verdict,
    )
    from syncvals_plugin.classifier.table import Row, Subtype, Verdict

__all__ = [
    "killed_silently",
    "COMPILERS",
    "CHEAT_SUBTYPES",
    "bounded_regex",
    "keyed_values",
    "listed_values",
    "literal_text",
    "WRITTEN_KEY",
    "SEARCH_FIRST_FROM",
    "TASK_IS_FINE",
    "VERDICTS",
    "Action",
    "Command",
    "UNKNOWN",
    "located_file",
    "agent_rates",
    "first_read",
    "folder_copies",
    "in_original",
    "names_file",
    "printed_to",
    "STDIN",
    "read_shell",
    "acting_steps",
    "agent_steps",
    "bindings",
    "cached",
    "checked_evidence",
    "code_words",
    "classify_trial",
    "dotted",
    "Finding",
    "imported_names",
    "imported_part",
    "unaliased",
    "finish_trial",
    "function_cells",
    "function_failures",
    "half",
    "input_sources",
    "join",
    "module_calls",
    "module_use",
    "of_type",
    "of_types",
    "parse_python",
    "pass_rate",
    "quote_of",
    "reward_evidence",
    "Row",
    "seed_note",
    "Source",
    "static_string",
    "step_evidence",
    "tail_words",
    "Subtype",
    "step_text",
    "string_constants",
    "string_names",
    "task_verdict",
    "trial_signals",
    "Verdict",
    "verifier_evidence",
    "verifier_line_evidence",
    "walk",
]

__getattr__ = lazy_exports(
    __name__,
    {
        "classify": {"classify_trial": "classify", "finish_trial": "finish_trial"},
        "code": (
            "COMPILERS",
            "Action",
            "Command",
            "UNKNOWN",
            "located_file",
            "first_read",
            "folder_copies",
            "in_original",
            "names_file",
            "printed_to",
            "STDIN",
            "read_shell",
            "SEARCH_FIRST_FROM",
            "Source",
            "bindings",
            "code_words",
            "dotted",
            "imported_names",
            "imported_part",
            "unaliased",
            "input_sources",
            "module_calls",
            "module_use",
            "of_type",
            "of_types",
            "parse_python",
            "static_string",
            "bounded_regex",
            "keyed_values",
            "listed_values",
            "literal_text",
            "WRITTEN_KEY",
            "string_constants",
            "string_names",
            "walk",
        ),
        "context": {"cached": "cached", "trial_signals": "signals"},
        "endings": ("killed_silently",),
        "evidence": ("checked_evidence",),
        "findings": ("CHEAT_SUBTYPES", "Finding", "TASK_IS_FINE", "VERDICTS", "half"),
        "rules": (
            "join",
            "reward_evidence",
            "step_evidence",
            "tail_words",
            "verifier_evidence",
            "verifier_line_evidence",
        ),
        "signals": ("acting_steps", "agent_steps", "quote_of", "step_text"),
        "table": ("Row", "Subtype", "Verdict"),
        "summary": (
            "agent_rates",
            "function_cells",
            "function_failures",
            "pass_rate",
            "seed_note",
            "task_verdict",
        ),
    },
)
