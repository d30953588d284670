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
