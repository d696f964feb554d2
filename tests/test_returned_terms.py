"""AGL010: a function nothing here calls (its caller's chain not followed) that gathers one loss
per task, with a MAML inner step's `torch.autograd.grad` in the loop, and returns them, hands
its caller the terms of one outer loss: not graphs kept across training iterations. A loop that
backpropagates and steps while keeping each iteration's loss is still reported."""
import textwrap

from autograd_lint import lint_source

META = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Meta(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(4, 3)

    def forward(self, tasks):
        total_losses = []
        for x, y in tasks:
            w = self.net.weight
            inner = F.cross_entropy(F.linear(x, w), y)
            (g,) = torch.autograd.grad(inner, w, create_graph=True)
            total_losses.append(F.cross_entropy(F.linear(x, w - 0.1 * g), y))
        return {"loss": torch.mean(torch.stack(total_losses))}
'''

KEPT = '''
import torch
import torch.nn as nn

model = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
history = []
for x in [torch.randn(8, 4) for _ in range(5)]:
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    history.append(loss)
'''


def codes(source: str) -> list[str]:
    return [f.code for f in lint_source(textwrap.dedent(source), "t.py")]


def test_the_terms_of_one_outer_loss_returned_to_an_unseen_caller_are_fine():
    assert codes(META) == []


def test_losses_kept_across_training_iterations_are_still_reported():
    assert codes(KEPT) == ["AGL010"]
