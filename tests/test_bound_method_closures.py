"""`optimizer.step(self._closure)`: LBFGS runs a bound method as its closure on the instance
it was read from (the method's `self.optim.zero_grad()` zeroes that object's optimizer)."""
from autograd_lint import lint_source

FIT = """import torch


class Inversion:
    def __init__(self, observed):
        self.observed = observed
        self.position = torch.zeros(3, requires_grad=True)
        self.optim = torch.optim.LBFGS([self.position], max_iter=5)

    def misfit(self):
        return ((self.position.sum() - self.observed) ** 2).mean()

    def _closure(self):
{zeroing}
        j = self.misfit()
        j.backward()
        return j

    def iterate(self):
        return self.optim.step(self._closure).item()


fit = Inversion(torch.randn(4))
for _ in range(3):
    fit.iterate()
"""


def codes(zeroing: str) -> list[str]:
    return [f.code for f in lint_source(FIT.format(zeroing=zeroing), "invert.py")]


def test_the_closure_zeroes_the_optimizer_of_its_instance():
    assert codes("        self.optim.zero_grad()") == []


def test_a_closure_that_never_zeroes_accumulates_across_its_evaluations():
    assert codes("        pass") == ["AGL004"]
