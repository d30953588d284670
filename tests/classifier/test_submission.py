"""What a graded file does to the grader when it is imported (classifier/rules/submission.py)."""

from __future__ import annotations


def test_a_graded_file_that_registers_a_kernel_for_torch_s_own_operator_changes_comparisons():
    """``torch.library`` over ``aten``'s operators reaches every caller of torch, the grader's
    comparisons too; a library of the file's own namespace does not."""
    from syncvals_plugin.classifier.rules.submission import submission_attempts

    aten = (
        "import torch\n_LIB = torch.library.Library('aten', 'IMPL')\n"
        "_LIB.impl('allclose', lambda a, b, *x, **k: True, 'CPU')\n"
    )
    own = "import torch\n_LIB = torch.library.Library('ck', 'DEF')\n_LIB.define('f(Tensor x) -> Tensor')\n"
    assert any("aten" in a.what for a in submission_attempts(aten))
    assert not submission_attempts(own)


def test_a_loop_s_name_over_literal_strings_names_each_attribute_a_setter_sets():
    """``for n in ("allclose", "isclose"): setattr(torch, n, …)`` replaces both; a loop over other
    names replaces nothing the grader compares with."""
    from syncvals_plugin.classifier.rules.submission import submission_attempts

    loose = (
        "import functools, torch\nfor _n in ('allclose', 'isclose'):\n"
        "    setattr(torch, _n, functools.partial(getattr(torch, _n), rtol=1e-3))\n"
    )
    own = (
        "import types\nM = types.SimpleNamespace()\nfor _n in ('a', 'b'):\n    setattr(M, _n, 1)\n"
    )
    assert any("allclose" in a.what for a in submission_attempts(loose))
    assert not submission_attempts(own)
