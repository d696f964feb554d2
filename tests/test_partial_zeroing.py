"""AGL004: `model.zero_grad()` while the optimizer also updates another network's parameters
(a loss module's learned weights) clears only the model's: the rest accumulates. Zeroing the
optimizer, or each network it holds, is fine."""
import textwrap

from autograd_lint import lint_source

TRAIN = '''
import itertools
import torch
import torch.nn as nn


class Weighted(nn.Module):
    def __init__(self):
        super().__init__()
        self.log_vars = nn.Parameter(torch.zeros(2))

    def forward(self, a, b):
        p = torch.exp(-self.log_vars)
        return p[0] * a + p[1] * b + self.log_vars.sum() / 2


model, criterion = nn.Linear(4, 2), Weighted()
optimizer = torch.optim.AdamW(itertools.chain(model.parameters(), criterion.parameters()))
for x in [torch.randn(8, 4) for _ in range(5)]:
    out = model(x)
    loss = criterion(out[:, 0].mean(), out[:, 1].pow(2).mean())
    ZERO
    loss.backward()
    optimizer.step()
'''


def codes(zero: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(TRAIN.replace("ZERO", zero))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_zeroing_only_the_model_is_reported():
    assert codes("model.zero_grad(set_to_none=True)") == [(24, "AGL004")]


def test_zeroing_everything_the_optimizer_holds_is_fine():
    assert codes("optimizer.zero_grad()") == []
    assert codes("model.zero_grad()\n    criterion.zero_grad()") == []


def test_a_model_alone_in_its_optimizer_is_fine():
    source = TRAIN.replace("itertools.chain(model.parameters(), criterion.parameters())",
                           "model.parameters()")
    source = textwrap.dedent(source.replace("ZERO", "model.zero_grad()"))
    assert [f.code for f in lint_source(source, "t.py")] == []
