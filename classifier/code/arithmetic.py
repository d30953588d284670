"""Integer folding in Python code: ``range`` arguments, list and generator comprehensions of
integers, and small arithmetic on them, computed without running the code and within
:data:`COMPUTED_MOST` items and :data:`COMPUTED_DEPTH` levels.
"""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable

from syncvals_plugin.classifier.code.tree import FOLD_CAP, dotted


def _static_ints(node: ast.AST | list[ast.expr], depth: int = 0) -> list[int] | None:
    """The character codes a list or tuple of integer literals (or one literal, in a list of
    arguments) holds, or a comprehension computes from one (:func:`_computed_ints`), each a code
    point; None otherwise or past :data:`FOLD_CAP` of them."""
    if isinstance(node, (ast.GeneratorExp, ast.ListComp)):
        return _computed_ints(node, depth)
    if isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords:
        if dotted(node.func) in ("bytes", "bytearray", "list", "tuple") and depth < COMPUTED_DEPTH:
            return _static_ints(node.args[0], depth + 1)  # bytes([...]) iterated: the same codes
        return None
    if (  # map(lambda x: x ^ 7, [...]): the lambda's body over each code
        isinstance(node, ast.Call)
        and dotted(node.func) == "map"
        and len(node.args) == 2
        and isinstance(node.args[0], ast.Lambda)
        and len(node.args[0].args.args) == 1
    ):
        fn = node.args[0]
        loop = ast.comprehension(ast.Name(fn.args.args[0].arg), node.args[1], [], 0)
        return _computed_ints(ast.GeneratorExp(fn.body, [loop]), depth)
    elts = node if isinstance(node, list) else getattr(node, "elts", None)
    if elts is None or len(elts) > FOLD_CAP:
        return None
    codes = [e.value for e in elts if isinstance(e, ast.Constant) and type(e.value) is int]
    if len(codes) != len(elts) or not all(0 <= c < 0x110000 for c in codes):
        return None
    return codes


COMPUTED_MOST = 1 << 18
"""The most nodes a comprehension's fold evaluates: its codes times the nodes of its element
(64 Ki codes of ``x ^ 7``, 8 Ki of a 32-node expression)."""


COMPUTED_DEPTH = 3
"""The most levels of comprehensions (or ``bytes(…)``, ``list(…)``) folded one over another."""


_EXPRESSION_MOST = 32
"""The most nodes of a comprehension's element that is evaluated code by code."""


def _expression_size(node: ast.AST, most: int) -> int:
    # The nodes of ``node``, counted without recursion up to ``most + 1`` (a longer chain of
    # ``x + 0 + 0 …`` is not folded, and never walked whole).
    count, stack = 0, [node]
    while stack and count <= most:
        item = stack.pop()
        count += 1
        stack.extend(ast.iter_child_nodes(item))
    return count


_INT_OPS: dict[type, Callable[[int, int], int]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.BitXor: operator.xor,
    ast.BitAnd: operator.and_,
    ast.BitOr: operator.or_,
    ast.Mod: operator.mod,
    ast.FloorDiv: operator.floordiv,
    ast.LShift: operator.lshift,
    ast.RShift: operator.rshift,
    ast.Pow: operator.pow,
}


_INT_UNARY: dict[type, Callable[[int], int]] = {
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
    ast.Invert: operator.invert,
}


_INT_MOST = 1 << 32


def _computed_ints(node: ast.GeneratorExp | ast.ListComp, depth: int = 0) -> list[int] | None:
    """The codes ``x ^ 7 for x in [...] if x > 1`` (or over ``b"…"``) computes: one loop, its
    element and conditions integer arithmetic of the loop name and literals (:func:`_int_value`,
    :func:`_int_test`); None otherwise, past :data:`COMPUTED_MOST` nodes evaluated at one level,
    past :data:`COMPUTED_DEPTH` levels of comprehensions over comprehensions, or when a result is
    no code point."""
    if len(node.generators) != 1:
        return None
    loop = node.generators[0]
    if loop.is_async or not isinstance(loop.target, ast.Name):
        return None
    over = loop.iter
    if isinstance(over, ast.Constant) and isinstance(over.value, bytes):
        codes: list[int] | None = list(over.value[: COMPUTED_MOST + 1])
    else:
        codes = _static_ints(over, depth + 1) if depth < COMPUTED_DEPTH else None
    size = sum(_expression_size(e, _EXPRESSION_MOST) for e in [node.elt, *loop.ifs])
    if codes is None or size > _EXPRESSION_MOST or len(codes) * size > COMPUTED_MOST:
        return None
    out = []
    for code in codes:
        kept = [_int_test(test, loop.target.id, code) for test in loop.ifs]
        if None in kept:
            return None  # a condition that is no integer test: what it keeps is not known
        if not all(kept):
            continue
        value = _int_value(node.elt, loop.target.id, code)
        if value is None or not 0 <= value < 0x110000:
            return None
        out.append(value)
    return out


_INT_TESTS: dict[type, Callable[[int, int], bool]] = {
    ast.Lt: operator.lt,
    ast.LtE: operator.le,
    ast.Gt: operator.gt,
    ast.GtE: operator.ge,
    ast.Eq: operator.eq,
    ast.NotEq: operator.ne,
}


def _int_test(node: ast.AST, name: str, value: int) -> bool | None:
    """A comprehension's condition on one code: integer arithmetic (:func:`_int_value`) tested
    for truth or compared with one operator; None for anything else."""
    if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in _INT_TESTS:
        left = _int_value(node.left, name, value)
        right = _int_value(node.comparators[0], name, value)
        if left is None or right is None:
            return None
        return _INT_TESTS[type(node.ops[0])](left, right)
    number = _int_value(node, name, value)
    return None if number is None else bool(number)


def _int_value(node: ast.AST, name: str, value: int) -> int | None:
    """Integer arithmetic of ``name`` (at ``value``) and integer literals (``+ - * ^ & | % //``,
    shifts and powers up to 32, unary ``-``, ``+``, ``~``), each result within 2**32; None for
    anything else."""
    if isinstance(node, ast.Name):
        return value if node.id == name else None
    if isinstance(node, ast.Constant):
        number = node.value
        return number if type(number) is int and abs(number) <= _INT_MOST else None
    if isinstance(node, ast.UnaryOp) and type(node.op) in _INT_UNARY:
        inner = _int_value(node.operand, name, value)
        return _INT_UNARY[type(node.op)](inner) if inner is not None else None
    if isinstance(node, ast.BinOp) and type(node.op) in _INT_OPS:
        left, right = _int_value(node.left, name, value), _int_value(node.right, name, value)
        if left is None or right is None:
            return None
        if right == 0 and isinstance(node.op, (ast.Mod, ast.FloorDiv)):
            return None
        if isinstance(node.op, (ast.LShift, ast.RShift, ast.Pow)) and not 0 <= right <= 32:
            return None  # 2 ** 10**9 or 1 << 10**9 would be built before any bound is checked
        result = _INT_OPS[type(node.op)](left, right)
        return result if abs(result) <= _INT_MOST else None
    return None
