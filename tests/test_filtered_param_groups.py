"""`[g for g in groups if g["params"]]` keeps some of the list's own items: param groups built
from `model.named_parameters()` (no weight decay on norms and biases), filtered for empty
groups, then handed to an optimizer. The optimizer owned nothing before, so a layer swapped
after it was built (AGL019, s38d r07) and a generator output reaching it (AGL001, s38d r08)
were not seen."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if p.ndim <= 1 or name.endswith(".bias"):
            no_decay.append(p)
        else:
            decay.append(p)
    groups = [{"params": decay, "weight_decay": weight_decay},
              {"params": no_decay, "weight_decay": 0.0}]
    return [g for g in groups if g["params"]]


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = nn.Linear(4, 4)
        self.head = nn.Linear(4, 1)

    def forward(self, x):
        return self.head(self.encoder(x))


model = Net()
opt = torch.optim.AdamW(param_groups(model, 0.01), lr=1e-3)
model.encoder = nn.Linear(4, 4)
for _ in range(2):
    opt.zero_grad()
    model(torch.randn(2, 4)).sum().backward()
    opt.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_swap_after_an_optimizer_over_filtered_groups_is_reported():
    assert _codes(PROGRAM) == [(29, "AGL019")]


def test_the_optimizer_built_after_the_swap_is_not():
    source = PROGRAM.replace(
        "opt = torch.optim.AdamW(param_groups(model, 0.01), lr=1e-3)\nmodel.encoder = nn.Linear(4, 4)",
        "model.encoder = nn.Linear(4, 4)\nopt = torch.optim.AdamW(param_groups(model, 0.01), lr=1e-3)")
    assert _codes(source) == []
