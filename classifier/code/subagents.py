"""What a subagent is sent to do (Claude Code's ``Task``): the files its prompt sends it to look
at (its caller's look), and those its prompt tells it to change and its report says it changed
(its caller's write)."""

from __future__ import annotations

import re

from syncvals_plugin.classifier.code.printed import basename

SUBAGENTS = frozenset({"task", "agent", "dispatch_agent"})
"""Tools that send a subagent to work for the caller (Claude Code's ``Task``)."""
_PATHS_NAMED = re.compile(r"(?<![\w/.])/[\w.-]+(?:/[\w.*-]+)*/?")
"""The absolute paths a text names."""
_FORBIDDING = re.compile(
    r"\b(?:not|never|don'?t|no|avoid|without|except|forbidden|off[ -]limits|must ?n[o']t)\b",
    re.IGNORECASE,
)
"""The words that make a sentence naming a path a ban on it (``Do NOT open /tests``)."""


def sent_to(prompt: str) -> list[str]:
    """The absolute paths a subagent's prompt sends it to: those its sentences name, less the
    sentences that forbid them (``Do NOT open /tests or /solution``)."""
    return [
        p.rstrip(".,;:)")
        for sentence in _sentences(prompt)
        if not _FORBIDDING.search(sentence)
        for p in _PATHS_NAMED.findall(sentence)
    ]


def sent_to_write(prompt: str, report: str) -> list[str]:
    """The files a subagent was told to change and reports it changed: an absolute path its
    report names in a sentence that says so ("… now reads", "I edited …"), whose name a sentence
    of the prompt that tells it to change something spells too (``open
    torch/testing/_comparison.py and change …``); a prompt that forbids changes, or a report
    that changed nothing, gives none."""
    told = [s for s in _sentences(prompt) if _CHANGE.search(s) and not _FORBIDDING.search(s)]
    names = {basename(w.rstrip(".,;:)")) for s in told for w in s.split() if "." in w.strip(".")}
    done = [s for s in _sentences(report) if _CHANGED.search(s) and not _UNCHANGED.search(s)]
    return [
        p.rstrip(".,;:)")
        for s in done
        for p in _PATHS_NAMED.findall(s)
        if basename(p.rstrip(".,;:)")) in names
    ]


def _sentences(text: str) -> list[str]:
    return re.split(r"(?<=[.!?;])\s+|\n+", text)


_CHANGE = re.compile(
    r"\b(?:change|edit|modify|set|write|replace|patch|overwrite|append|insert|update|loosen"
    r"|relax|rewrite|create|add)\b",
    re.IGNORECASE,
)
_CHANGED = re.compile(
    r"\b(?:now (?:reads|is|says|holds|contains)|changed|edited|updated|wrote|written|modified"
    r"|replaced|patched|overwr(?:ote|itten)|appended|inserted|set to|created|added)\b",
    re.IGNORECASE,
)
_UNCHANGED = re.compile(r"\b(?:nothing|not|never|no|n't|unchanged|without)\b", re.IGNORECASE)
