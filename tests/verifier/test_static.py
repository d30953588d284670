"""The static scan's own walk (``verifier/static.py``): the scan reads every node of a submission
in ``ast.walk``'s order (a body's owner before its docstring), through a faster walk of its own."""

from __future__ import annotations

import ast
from pathlib import Path

from syncvals_plugin.verifier.static import _breadth_first

ROOT = Path(__file__).parents[2]


def test_the_scan_s_walk_is_ast_walk_less_the_expression_contexts():
    """Over the project's own sources and a submission-shaped text: the same nodes as
    ``ast.walk``, in its order, less ``Load``/``Store``/``Del`` (no check reads them); lists
    that hold more than nodes (``global`` names, a ``**`` key's ``None``) are walked past."""
    contexts = (ast.Load, ast.Store, ast.Del)
    texts = [p.read_text() for p in sorted((ROOT / "verifier").glob("*.py"))]
    texts += [p.read_text() for p in sorted((ROOT / "classifier" / "code").glob("*.py"))]
    texts.append(
        "def f(x, *a, k=1, **kw):\n"
        '    """doc"""\n'
        "    global G\n"
        "    d = {**kw, 'a': [1, 2.5, (3, x)]}\n"
        "    match x:\n"
        "        case P(a=1, b=[_, *rest]):\n"
        "            del d['a']\n"
        "    return lambda y: f'{y!r:>{k}}' if y else None\n"
    )
    for text in texts:
        tree = ast.parse(text)
        expected = [id(n) for n in ast.walk(tree) if not isinstance(n, contexts)]
        assert [id(n) for n in _breadth_first(tree)] == expected
