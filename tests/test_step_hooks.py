"""Optimizer step hooks (`register_step_pre_hook`, `register_step_post_hook`) run at each
`step()` in the caller's grad mode: only the update itself is under the optimizer's no_grad. A
hook that clamps a parameter in place edits a leaf that requires grad (AGL002, torch raises);
the same hook under `torch.no_grad()` is the documented way to keep parameters in range."""
import textwrap

import pytest

from autograd_lint import lint_source

FIT = '''
import torch
import torch.nn as nn


class Decay(nn.Module):
    def __init__(self):
        super().__init__()
        self.rate = nn.Parameter(torch.tensor(0.5))
        self.scale = nn.Parameter(torch.tensor(1.0))

    def forward(self, t):
        return self.scale * torch.exp(-self.rate * t)


def keep_positive(model):
    DECORATOR
    def hook(optimizer, args, kwargs):
        BODY
    return hook


model = Decay()
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
opt.REGISTER(keep_positive(model))
t = torch.linspace(0, 5, 50)
y = 2.0 * torch.exp(-0.7 * t)
for _ in range(100):
    opt.zero_grad()
    loss = (model(t) - y).pow(2).mean()
    loss.backward()
    opt.step()
'''


def codes(body: str, decorator: str = "", register: str = "register_step_post_hook"):
    source = textwrap.dedent(FIT).replace("BODY", body).replace("REGISTER", register)
    source = source.replace("    DECORATOR\n", f"    {decorator}\n" if decorator else "")
    return [(f.code, f.line) for f in lint_source(source, "fit.py")]


@pytest.mark.parametrize("register", ["register_step_post_hook", "register_step_pre_hook"])
def test_a_hook_that_clamps_a_parameter_outside_no_grad(register):
    assert codes("model.rate.clamp_(min=0.0)", register=register) == [("AGL002", 18)]


def test_a_hook_decorated_with_no_grad_is_fine():
    assert codes("model.rate.clamp_(min=0.0)", decorator="@torch.no_grad()") == []


def test_a_hook_with_a_no_grad_block_is_fine():
    assert codes("with torch.no_grad():\n            model.rate.clamp_(min=0.0)") == []


def test_a_hook_that_only_reads_is_fine():
    assert codes("print(float(model.rate))") == []


def test_the_hook_is_given_the_optimizer():
    """`hook(optimizer, args, kwargs)` clamping through the optimizer's own param groups."""
    body = ("for group in optimizer.param_groups:\n"
            "            for p in group['params']:\n"
            "                p.clamp_(min=0.0)")
    source = textwrap.dedent(FIT).replace("BODY", body).replace(
        "REGISTER", "register_step_post_hook").replace("    DECORATOR\n", "")
    assert [f.code for f in lint_source(source, "fit.py")] == ["AGL002"]
