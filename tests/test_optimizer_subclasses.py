"""An optimizer subclassing a torch optimizer (`class NonNegAdam(torch.optim.Adam)`) is an
optimizer over what it is given, and its own `step()` runs where it is called: an in-place
edit of the parameters it holds (`for group in self.param_groups: for p in group["params"]:
p.clamp_(...)`) outside no_grad is AGL002. The same loop over `opt.param_groups` in a helper."""
import textwrap

from autograd_lint import lint_source

SUBCLASS = '''
import torch
import torch.nn as nn


class NonNegAdam(torch.optim.Adam):
    DECORATOR
    def step(self, closure=None):
        loss = super().step(closure)
        for group in self.param_groups:
            if group.get("non_negative", False):
                for p in group["params"]:
                    p.clamp_(min=0.0)
        return loss


model = nn.Linear(3, 1)
opt = NonNegAdam([{"params": model.parameters(), "non_negative": True}], lr=0.1)
for _ in range(3):
    loss = model(torch.randn(4, 3)).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''

HELPER = '''
import torch
import torch.nn as nn


def project(optimizer):
    for group in optimizer.param_groups:
        group["lr"] = group["lr"] * 0.99
        for p in group["params"]:
            p.clamp_(min=0.0)


model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    loss = model(torch.randn(4, 3)).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
    CALL
'''


def codes(source: str) -> list[tuple[int, str]]:
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))


def test_an_overriding_step_that_edits_parameters_with_grad_on_is_reported():
    assert codes(SUBCLASS.replace("    DECORATOR\n", "")) == [(12, "AGL002")]


def test_an_overriding_step_under_no_grad_is_fine():
    assert codes(SUBCLASS.replace("DECORATOR", "@torch.no_grad()")) == []


def test_a_helper_over_param_groups_is_reported_outside_no_grad_only():
    assert codes(HELPER.replace("CALL", "project(opt)")) == [(10, "AGL002")]
    assert codes(HELPER.replace("CALL", "with torch.no_grad():\n        project(opt)")) == []
