"""The Python reader: a piece of code parsed once (cached), its syntax tree walked fast (nodes
in order, nodes by type, names), its literal strings, dotted names, and the words a source
spells (a cheap test before any parse).
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from typing import Any, TypeVar

_WORD = re.compile(r"\w+")


_NOT_WORD = bytes(
    c if chr(c).isascii() and (chr(c).isalnum() or c == 0x5F) else 0x20 for c in range(256)
)
"""A byte table that keeps the ASCII word characters (letters, digits, ``_``: what ``\\w``
matches in ASCII text) and makes every other byte a space."""


SEARCH_FIRST_FROM = 8192
"""From this length on, a word check searches the text for its words first and builds
:func:`code_words` only where one is found: a substring search costs about a third of a
nanosecond a character, the set of a 12 KB submission's words five times its nine searches.
Shorter code (probe scripts) builds the set at once, shared by every check of the piece: there the
searches' cost per call and per word was more than the set's."""


@lru_cache(maxsize=4096)
def code_words(source: str) -> frozenset[str]:
    """Every word of ``source`` (a run of letters, digits and underscores), read once: the cheap
    tests of whether code can hold what a check looks for (an ASCII source spells each name it
    uses as one of these words) ask this set instead of each running a regex over the text.

    ASCII text is cut at every other character by a byte table and split (a third of the
    regex's cost: no match object per word; tested equal); other text is read by the regex,
    whose ``\\w`` knows every script's letters."""
    if source.isascii():
        return frozenset(source.encode("ascii").translate(_NOT_WORD).decode("ascii").split())
    return frozenset(_WORD.findall(source))


@lru_cache(maxsize=4096)
def parse_python(source: str) -> ast.Module | None:
    """``source`` parsed, or None when it is not Python (a fragment, another language)."""
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None


def _is_number(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float, complex))


_SEQUENCES = (ast.List, ast.Tuple, ast.Set)


_AST = ast.AST


N = TypeVar("N", bound=ast.AST)


def walk(node: ast.AST):
    """``ast.walk``, without descending into number data: a list or tuple literal of numbers (probe
    inputs run to thousands of them) holds no call, import or name worth finding.

    Children are read from each node's ``_fields`` here, as ``ast.iter_child_nodes`` reads them
    (same nodes, same order), without its generator per node: most of a walk's cost."""
    stack = [node]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, _SEQUENCES) and all(map(_is_number, node.elts)):
            continue
        for name in node._fields:
            value = getattr(node, name, None)
            if isinstance(value, _AST):
                stack.append(value)
            elif type(value) is list:
                stack.extend([item for item in value if isinstance(item, _AST)])


_PRIMITIVE = frozenset({"identifier", "string", "constant", "int"})


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


_SEQUENCE_TYPES = frozenset(_SEQUENCES)


def _child_fields(cls: type) -> tuple[str, ...]:
    """The fields of a node class that can hold nodes, read from its ASDL signature (the class's
    docstring: ``ImportFrom(identifier? module, alias* names, int? level)``): names, strings,
    constants and numbers never hold one.  Every field when the signature cannot be read."""
    fields = tuple(getattr(cls, "_fields", ()))
    doc = (cls.__doc__ or "").split("\n", 1)[0]
    head, _, rest = doc.partition("(")
    if head.strip() == cls.__name__ and rest.endswith(")"):
        typed = dict(
            (part.split()[1], part.split()[0].rstrip("?*"))
            for part in rest[:-1].split(",")
            if len(part.split()) == 2
        )
        if set(typed) == set(fields):
            fields = tuple(f for f in fields if typed[f] not in _PRIMITIVE)
            # ``Load``/``Store``/``Del``: a name's context, the same object everywhere, that no
            # extractor looks for (a third of all nodes)
            fields = tuple(f for f in fields if typed[f] != "expr_context")
    _CHILD_FIELDS[cls] = fields
    return fields


def nodes_of(tree: ast.AST) -> tuple[ast.AST, ...]:
    """Every node of ``tree`` that can matter, in :func:`walk`'s order, walked once: the extractors
    each scan this list (or :func:`nodes_by_type`).  The same walk as :func:`walk` less the
    expression contexts (``Load``, ``Store``), building a list instead of yielding, and reading
    only the fields that can hold a node (tested equal)."""
    return _walked(tree)[0]


def nodes_by_type(tree: ast.AST) -> dict[type, list[ast.AST]]:
    """:func:`nodes_of` grouped by node class (each group in walk order): a rule that looks at
    calls reads the calls, not every node."""
    return _walked(tree)[1]


@lru_cache(maxsize=4096)
def _walked(tree: ast.AST) -> tuple[tuple[ast.AST, ...], dict[type, list[ast.AST]]]:
    # :func:`nodes_of` and :func:`nodes_by_type` in one pass.  A field's value, or a list
    # field's items, are pushed as they are; what is not a node (``None``: an absent optional
    # field, the key of a ``**`` in a dict) is dropped when popped: walk's order, without a test
    # of every item as it is pushed.
    out: list[ast.AST] = []
    groups: dict[type, list[ast.AST]] = {}
    stack: list = [tree]
    pop, push, extend, append = stack.pop, stack.append, stack.extend, out.append
    fields_of = _CHILD_FIELDS
    sequences = _SEQUENCE_TYPES
    while stack:
        node = pop()
        cls = node.__class__
        group = groups.get(cls)
        if group is None:
            if not isinstance(node, _AST):
                continue
            groups[cls] = [node]
        else:
            group.append(node)
        append(node)
        if cls in sequences and all(map(_is_number, node.elts)):
            continue
        fields = fields_of.get(cls)
        if fields is None:
            fields = _child_fields(cls)
        for name in fields:
            value = getattr(node, name, None)
            if type(value) is list:
                extend(value)
            else:
                push(value)
    return tuple(out), groups


def nodes_in(node: ast.AST, classes: frozenset[type]) -> list[ast.AST]:
    """The nodes of ``classes`` in :func:`walk` over ``node``, in its order: uncached (for the
    parts of a tree a rule looks into, each once) and without a generator step per node (tested
    equal)."""
    out: list[ast.AST] = []
    stack: list[Any] = [node]
    pop, push, extend = stack.pop, stack.append, stack.extend
    fields_of, sequences, name_class = _CHILD_FIELDS, _SEQUENCE_TYPES, ast.Name
    while stack:
        item = pop()  # a node, or None (an absent optional field)
        cls = item.__class__
        fields = fields_of.get(cls)
        if fields is None:
            if not isinstance(item, _AST):
                continue
            fields = _child_fields(cls)
        if cls in classes:
            out.append(item)
        if cls is name_class:
            continue  # a name holds only its context (Load, Store), which no rule asks for
        if cls in sequences and all(map(_is_number, item.elts)):
            continue
        for name in fields:
            value = getattr(item, name, None)
            if type(value) is list:
                extend(value)
            else:
                push(value)
    return out


def names_in(node: ast.AST) -> list[ast.Name]:
    """The ``Name`` nodes of :func:`walk` over ``node``, in its order (what ``input_sources`` and
    ``bindings`` follow)."""
    return nodes_in(node, _NAME)  # type: ignore[return-value]


_NAME = frozenset({ast.Name})


def of_type(tree: ast.AST, cls: type[N]) -> list[N]:
    """The nodes of exactly class ``cls`` in ``tree`` (parsed trees hold no subclasses), in walk
    order."""
    return nodes_by_type(tree).get(cls, [])  # type: ignore[return-value]


def of_types(tree: ast.AST, classes: frozenset[type]) -> list[ast.AST]:
    """The nodes of any of ``classes`` in ``tree``, in walk order (where the first of several kinds
    found decides)."""
    groups = nodes_by_type(tree)
    present = [c for c in classes if c in groups]
    if len(present) <= 1:
        return groups[present[0]] if present else []
    return [n for n in nodes_of(tree) if n.__class__ in classes]


_LINE_END = re.compile(r"\r\n|\r|\n")


class Source:
    """A parsed piece of Python with fast exact excerpts of its nodes."""

    def __init__(self, text: str, tree: ast.Module) -> None:
        self.text, self.tree, self.nodes = text, tree, nodes_of(tree)
        self._starts: list[int] | None = None

    def segment(self, node: ast.expr | ast.stmt) -> str:
        """The exact source text of ``node`` (as ``ast.get_source_segment``, without re-splitting
        the whole source for every node)."""
        if not self.text.isascii():  # column offsets are UTF-8 bytes: let ast handle it
            return ast.get_source_segment(self.text, node) or ""
        if self._starts is None:  # lines end where the parser's do: \n, \r\n or \r alone
            self._starts = [0, *(m.end() for m in _LINE_END.finditer(self.text))]
        if node.end_lineno is None or node.end_col_offset is None:
            return ""  # a node made by hand, not parsed: no end to cut at
        try:
            start = self._starts[node.lineno - 1] + node.col_offset
            end = self._starts[node.end_lineno - 1] + node.end_col_offset
        except (AttributeError, IndexError):  # no position (made by hand), or past the text
            return ""
        return self.text[start:end]


def string_constants(tree: ast.AST) -> list[str]:
    """Every string literal in ``tree``, bytes literals read as text (``open(b"…")`` opens the
    same file as ``open("…")``)."""
    return [t for n in of_type(tree, ast.Constant) if (t := literal_text(n.value)) is not None]


def literal_text(value: object) -> str | None:
    """A literal's text: a string's own, a bytes literal's read one byte to one character (as
    ``latin-1`` reads it); None for any other literal."""
    if isinstance(value, str):
        return value
    return value.decode("latin-1") if isinstance(value, bytes) else None


def dotted(node: ast.AST) -> str:
    """``a.b.c`` for an attribute chain on a name, else ``""``."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
        return ".".join(reversed(parts))
    return ""


FOLD_CAP = 1 << 20
"""The longest string folded from pieces (1 MiB; a path or a payload is far shorter): a trial's
``P = P + P`` sixty times over would otherwise have the classifier build a string of 2**60
characters.  A longer result is not folded (None, the text as written)."""

XARGS_MOST = 64
"""The most commands one piece of Python is read as running (``subprocess``, ``os.system``)."""

_QUANTIFIED_GROUP = re.compile(r"\)(?:[*+?]|\{\d*,?\d*\})")


def bounded_regex(pattern: str, flags: int = 0) -> re.Pattern[str] | None:
    """``pattern`` compiled, unless Python's backtracking could spend exponential time on it: a
    quantified group (``(a*)*b``, ``^(.*)*Z$``), which is how such patterns are written, or one
    that does not compile.  For patterns a trial's code gives, run on the classifier's machine."""
    if _QUANTIFIED_GROUP.search(pattern):
        return None
    try:
        return re.compile(pattern, flags)
    except re.error:
        return None


def imported_names(tree: ast.Module) -> dict[str, str]:
    """The names a module's imports bind, each with what it is (``import subprocess as _sp``:
    ``_sp`` is ``subprocess``; ``from socket import socket as S``: ``S`` is ``socket.socket``)."""
    out = {a.asname: a.name for n in of_type(tree, ast.Import) for a in n.names if a.asname}
    for found in of_type(tree, ast.ImportFrom):
        out.update({a.asname or a.name: f"{found.module}.{a.name}" for a in found.names})
    return out


def unaliased(node: ast.AST, names: dict[str, str]) -> str:
    """``node``'s dotted name with the name it starts from read as imported (with ``import sys as
    _sys``, ``_sys.modules`` is ``sys.modules``): :func:`imported_names` gives ``names``."""
    head, dot, rest = dotted(node).partition(".")
    return names.get(head, head) + dot + rest


def imported_part(tree: ast.Module) -> ast.Module:
    """``tree`` as importing it runs it: each top-level ``if __name__ == "__main__":`` block
    (a self-test run only as a script, never when the grader imports the file) replaced by its
    ``else:``.  Only that exact test is taken out: any other runs at import."""
    body: list[ast.stmt] = []
    for node in tree.body:
        body += node.orelse if isinstance(node, ast.If) and _main_test(node.test) else [node]
    return ast.Module(body=body, type_ignores=tree.type_ignores)


def _main_test(test: ast.expr) -> bool:
    if not (
        isinstance(test, ast.Compare)
        and len(test.ops) == 1
        and isinstance(test.ops[0], ast.Eq)
        and len(test.comparators) == 1
    ):
        return False
    sides = (test.left, test.comparators[0])
    return any(isinstance(s, ast.Name) and s.id == "__name__" for s in sides) and any(
        isinstance(s, ast.Constant) and s.value == "__main__" for s in sides
    )
