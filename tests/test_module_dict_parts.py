"""`nn.ModuleDict({"pool": Pool(), "head": nn.Linear(...)})` of a dict literal: `parts["pool"]`
is that very part, its forward followed (AGL006 inside it), whatever the other parts are."""
import textwrap

from autograd_lint import lint_source

NET = '''
import torch
import torch.nn as nn


class Pool(nn.Module):
    def __init__(self):
        super().__init__()
        self.score = nn.Linear(4, 1)

    def forward(self, h):
        weights = torch.exp(self.score(h).squeeze(-1))
        NORMALISE
        return (weights.unsqueeze(-1) * h).sum(1)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.parts = nn.ModuleDict({"pool": Pool(), "head": nn.Linear(4, 2)})

    def forward(self, h):
        return self.parts["head"](self.parts["pool"](h))


model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    loss = model(torch.randn(8, 5, 4)).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(normalise: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(NET.replace("NORMALISE", normalise))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_in_place_edit_inside_a_named_part_is_reported():
    assert codes("weights /= weights.sum(dim=1, keepdim=True)") == [(13, "AGL006")]


def test_out_of_place_edit_inside_a_named_part_is_fine():
    assert codes("weights = weights / weights.sum(dim=1, keepdim=True)") == []
