"""An evaluation-named method of a class that is no network (`Detector.predict(x)` of an
out-of-distribution library) run with no caller in the project has its callers' grad mode,
which is unknown: its `self.model(x)` is not AGL009 (kkirchheim/pytorch-ood's detectors, some of
which need gradients, in session 44's last look). Called with grad known on, it still is. An
in-place edit of a parameter under `if not p.requires_grad:` (an attribute chain) is fine."""
import textwrap

import pytest

from autograd_lint import lint_source

DETECTOR = '''
import torch
import torch.nn as nn


class Energy:
    def __init__(self, model: nn.Module, t=1.0):
        self.model = model
        self.t = t

    def predict(self, x):
        return -self.t * torch.logsumexp(self.model(x) / self.t, dim=1)
CALLER
'''

CALLED = '''

def main():
    model = nn.Linear(4, 3)
    detector = Energy(model)
    print(detector.predict(torch.randn(2, 4)))


main()
'''


@pytest.mark.parametrize("caller, expected", [("", []), (CALLED, ["AGL009"])])
def test_a_library_detectors_predict(caller, expected):
    source = textwrap.dedent(DETECTOR).replace("CALLER", caller)
    assert [f.code for f in lint_source(source, "energy.py")] == expected


CENTERS = '''
import torch
import torch.nn as nn


class ClassCenters(nn.Module):
    def __init__(self, n, d, fixed=False):
        super().__init__()
        self._params = nn.Parameter(torch.randn(n, d), requires_grad=not fixed)


class CenterLoss(nn.Module):
    def __init__(self, n, d, magnitude=2.0, fixed=False):
        super().__init__()
        self._centers = ClassCenters(n, d, fixed)
        self.magnitude = magnitude
        torch.nn.init.eye_(self._centers._params)
        GUARD
            self._centers._params.mul_(self.magnitude)

    def forward(self, z):
        return torch.cdist(z, self._centers._params).min(dim=1).values.mean()


loss_fn = CenterLoss(3, 3)
'''


@pytest.mark.parametrize("guard, expected", [
    ("if not self._centers._params.requires_grad:", []),
    ("if self.magnitude > 0:", ["AGL002"]),
])
def test_an_inplace_edit_guarded_by_requires_grad(guard, expected):
    source = textwrap.dedent(CENTERS).replace("GUARD", guard)
    assert [f.code for f in lint_source(source, "center.py")] == expected
