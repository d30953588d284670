"""Writing an attack's submission: the stub's functions with their bodies replaced, as an agent's
own script would do it in its workspace."""

from __future__ import annotations

REWRITE = '''
import ast


def rewrite(stub, body, prelude=""):
    """The stub with each function's body replaced by body(name, params), prelude before them."""
    tree = ast.parse(stub)
    lines = stub.splitlines(keepends=True)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    for n in reversed(functions):
        docstring = isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)
        first = n.body[1] if docstring and len(n.body) > 1 else n.body[0]
        lines[first.lineno - 1 : n.end_lineno] = [body(n.name, [a.arg for a in n.args.args])]
    at = functions[0].lineno - 1 if functions else len(lines)
    return "".join(lines[:at]) + prelude + "\\n\\n" + "".join(lines[at:])
'''
"""A helper every submission-writing script starts with: the stub's functions, bodies replaced."""


def rewrite_script(submission: str, prelude: str, call: str, setup: str = "") -> str:
    """A shell command whose Python rewrites the stub ``submission`` in the workspace: each
    function becomes ``return CALL(name, args…)`` with ``prelude`` before them; ``setup`` runs
    after ``PRELUDE`` is set (and may extend it)."""
    return (
        f"python3 - <<'ATTACK'\n{REWRITE}\n"
        f"PRELUDE = {prelude!r}\n{setup}"
        f"with open({submission!r}) as fh:\n"
        "    stub = fh.read()\n"
        "source = rewrite(stub, lambda name, params: "
        f"'    return {call}(%r, %s)\\n' % (name, ', '.join(params)), PRELUDE)\n"
        f"with open({submission!r}, 'w') as fh:\n"
        "    fh.write(source)\n"
        "print('rewrote', len(source), 'bytes')\n"
        "ATTACK"
    )
