"""What an agent's tool calls did, read from their code: shell parsed with tree-sitter-bash,
Python parsed with ``ast``.  Generic machinery: nothing here knows a task.

A tool call becomes an :class:`Action`: the shell commands it ran (as word lists), the Python it
ran or wrote (``python -c``, heredocs, scripts it wrote earlier and then ran, files written through
an editor tool), the paths it wrote and the paths it read.

The rooms (their imports form no circle; `scripts/import_graph.py` holds the contracts):

- :mod:`.grammar`: shell read with tree-sitter-bash, and the session's shell state (variables,
  functions, aliases, files written) kept across steps;
- :mod:`.commands`, :mod:`.given`, :mod:`.globs`, :mod:`.printed`, :mod:`.jq`, :mod:`.markers`:
  the commands the grammar reads, what they are given, what they print and let through;
- :mod:`.unreadable`: why a command runs code no reading resolves (decoded, then run);
- :mod:`.scheduled`: commands a step leaves to run later (cron, ``at``, an apt hook);
- :mod:`.driven`: what another program runs of the session's own (``run-parts``, a debugger's
  start-up file, git's hooks and the programs its settings name);
- :mod:`.reference`: what counts as reading a file, by reference (any program its names reach);
- :mod:`.operands`: the words a command may name files with (its own, or quoted in a program it
  runs or reads from its input);
- :mod:`.web`: a folder a local web server serves, and a fetch of it (or a browser tool's page)
  as the command on its files;
- :mod:`.ipython`: IPython's cells as what runs (shell lines, magics, ``%%writefile``);
- :mod:`.zsh`: zsh's own expansions, put as bash would spell what they do;
- :mod:`.words`: a command's words (its program, operands, redirections, paths);
- :mod:`.tree`: the Python reader (parse once, walk fast, literal strings, dotted names);
- :mod:`.scanning`: regular expressions that scan long text fast (a quick test first);
- :mod:`.links`: the symbolic links a session makes, and paths named through them;
- :mod:`.arithmetic`: integer folding in Python code;
- :mod:`.folding`: the static value of a Python string expression;
- :mod:`.names`: the names a Python program binds to strings;
- :mod:`.payloads`: encoded payloads (base64, hex, escapes) decoded;
- :mod:`.module_use`: what counts as a read of a module (the sealed one among them);
- :mod:`.executed`: code run from strings (``exec``, ``eval``), commands and files a Python program
  runs and writes;
- :mod:`.writes`: what counts as a write, in Python, in the other interpreters and in the
  commands that copy, unpack, patch or check out files;
- :mod:`.action`: one tool call read as code (:class:`Action`), the record the readers fill;
- :mod:`.terminal`: keys typed into a persistent terminal (the prompt, an interactive Python,
  another interpreter, a debugger, a heredoc's text, history expansion);
- :mod:`.session`: the session kept across steps (tool calls read as actions, the working
  directory, the files written so far).

This face re-exports the names the rest of the package imports from
``syncvals_plugin.classifier.code``.
"""

from __future__ import annotations

from syncvals_plugin.classifier.code.action import Action
from syncvals_plugin.classifier.code.arithmetic import COMPUTED_MOST
from syncvals_plugin.classifier.code.commands import LOCATORS, Command
from syncvals_plugin.classifier.code.data_text import keyed_values, listed_values
from syncvals_plugin.classifier.code.executed import (
    _executed_layers,
    archives_read_by_name,
    executed_strings,
    runs_unfolded,
)
from syncvals_plugin.classifier.code.folding import WRITTEN_KEY, static_string
from syncvals_plugin.classifier.code.given import kept_paths
from syncvals_plugin.classifier.code.grammar import read_shell
from syncvals_plugin.classifier.code.markers import STDIN, UNKNOWN
from syncvals_plugin.classifier.code.module_use import (
    bindings,
    input_sources,
    module_calls,
    module_use,
)
from syncvals_plugin.classifier.code.names import FOLD_BUDGET, string_names
from syncvals_plugin.classifier.code.operands import LISTS_FOLDER
from syncvals_plugin.classifier.code.payloads import decoded_payloads, pickled_calls, pickled_code
from syncvals_plugin.classifier.code.printed import located_file
from syncvals_plugin.classifier.code.reference import (
    first_read,
    folder_copies,
    in_original,
    names_file,
    printed_to,
)
from syncvals_plugin.classifier.code.scanning import AnyScan, Scan
from syncvals_plugin.classifier.code.session import tool_actions
from syncvals_plugin.classifier.code.subagents import SUBAGENTS, sent_to
from syncvals_plugin.classifier.code.tree import (
    FOLD_CAP,
    SEARCH_FIRST_FROM,
    Source,
    _is_number,
    _walked,
    bounded_regex,
    code_words,
    dotted,
    imported_names,
    imported_part,
    literal_text,
    names_in,
    nodes_in,
    nodes_of,
    of_type,
    of_types,
    parse_python,
    string_constants,
    unaliased,
    walk,
)
from syncvals_plugin.classifier.code.unreadable import (
    COMPILERS,
    OTHER_LANGUAGE_EVAL,
    READ_DESPITE_DECODING,
)
from syncvals_plugin.classifier.code.words import (
    operands,
    program,
)
from syncvals_plugin.classifier.code.writes import (
    WRITE_CALLS,
    foreign_writes,
    inline_program,
    python_writes,
)

__all__ = [
    "LISTS_FOLDER",
    "SUBAGENTS",
    "keyed_values",
    "kept_paths",
    "listed_values",
    "WRITTEN_KEY",
    "sent_to",
    "COMPILERS",
    "OTHER_LANGUAGE_EVAL",
    "READ_DESPITE_DECODING",
    "_executed_layers",
    "_is_number",
    "_walked",
    "Action",
    "bindings",
    "bounded_regex",
    "AnyScan",
    "Scan",
    "code_words",
    "Command",
    "LOCATORS",
    "COMPUTED_MOST",
    "decoded_payloads",
    "pickled_calls",
    "pickled_code",
    "dotted",
    "imported_names",
    "imported_part",
    "unaliased",
    "executed_strings",
    "runs_unfolded",
    "first_read",
    "folder_copies",
    "in_original",
    "FOLD_BUDGET",
    "FOLD_CAP",
    "foreign_writes",
    "inline_program",
    "input_sources",
    "literal_text",
    "located_file",
    "module_calls",
    "module_use",
    "archives_read_by_name",
    "names_file",
    "printed_to",
    "STDIN",
    "names_in",
    "nodes_in",
    "nodes_of",
    "of_type",
    "of_types",
    "operands",
    "parse_python",
    "program",
    "python_writes",
    "read_shell",
    "SEARCH_FIRST_FROM",
    "Source",
    "static_string",
    "string_constants",
    "string_names",
    "tool_actions",
    "UNKNOWN",
    "walk",
    "WRITE_CALLS",
]
