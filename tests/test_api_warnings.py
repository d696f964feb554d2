"""`lint_source` never drops silently what kept the analysis from finishing: a rule that fails
is a RuntimeWarning naming the file and the rule, and the other rules' findings still come."""
import warnings

import pytest

from autograd_lint import lint_source
from autograd_lint.rules.agl013_numpy_on_grad_tensor import NumpyOnGradTensor

SOURCE = '''import torch
w = torch.randn(3, requires_grad=True)
w.add_(1)
'''


def test_clean_run_warns_nothing():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert [f.code for f in lint_source(SOURCE, "t.py")] == ["AGL002"]


def test_failing_rule_is_a_warning(monkeypatch):
    def broken(self, ctx):
        raise ValueError("boom")
        yield  # pragma: no cover

    monkeypatch.setattr(NumpyOnGradTensor, "check", broken)
    with pytest.warns(RuntimeWarning, match=r"t\.py: internal error in AGL013: ValueError: boom"):
        found = lint_source(SOURCE, "t.py")
    assert [f.code for f in found] == ["AGL002"]
