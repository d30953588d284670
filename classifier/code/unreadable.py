"""Why a command runs code no reading resolves: text decoded or transformed at run time, then
run as a program's name, a ``-c`` program, a script or a script read from a pipe.  What is
merely unknown (an unset variable) is no reason: only what was computed from text is."""

from __future__ import annotations

from syncvals_plugin.classifier.code.commands import LOCATORS, SHELLS, Command, ShellState
from syncvals_plugin.classifier.code.markers import DECODED
from syncvals_plugin.classifier.code.printed import basename, printed_in

_INTERPRETERS = frozenset({"python", "python3", "perl", "ruby", "node", "php", "lua"})
_SAYERS = frozenset(
    {"echo", "printf", "export", "test", "[", "[[", "true", ":", "local", "declare"}
)
"""Builtins that only say or keep text: decoded text given to them runs nothing."""


def unreadable(cmd: Command, state: ShellState) -> str | None:
    """Why ``cmd`` runs code no reading resolves (text decoded or transformed at run time,
    then run as a name, a ``-c`` program or a script read from a pipe), or None."""
    words = cmd.words
    if DECODED in words[0]:
        return "a command whose name is decoded at run time"
    for flag in ("-c", "-e", "-E"):  # python3 -c "$(… | base64 -d)": decoded code, run
        if flag in words[1:-1] and DECODED in words[words.index(flag) + 1]:
            return "code decoded at run time, then run"
    script = next((a for a in words[1:] if not a.startswith("-")), "")
    runs_files = cmd.name in SHELLS or cmd.name in ("source", ".") or cmd.name in _INTERPRETERS
    if runs_files and DECODED in script:  # bash <(base64 -d f), source <(… | rev)
        return "code decoded at run time, then run"
    if runs_files and DECODED in state.files.get(basename(script), ""):
        return "a script written from text transformed at run time, then run"  # sed … > x.py
    if cmd.name not in _SAYERS | LOCATORS and any(DECODED in w for w in words[1:]):
        return "a file named by text decoded at run time"  # xxd $(echo … | base64 -d)
    reads_stdin = not [a for a in words[1:] if a not in ("-", "-u", "-q", "-s")]
    if cmd.name.startswith(("python", "perl", "ruby", "node")) and reads_stdin:
        if cmd.piped_from and DECODED in printed_in(cmd.piped_from, state):
            return "code decoded at run time, then run"  # … | base64 -d | python3
    return None
