"""`net.get_submodule(name)` is one of the network's parts: a parameter swapped on it after the
optimizer was built is one the optimizer never sees (AGL019); written in place under no_grad,
or swapped before the optimizer is built, it is the one the optimizer holds."""
import textwrap

from autograd_lint import lint_source

PRUNE = '''
import torch
from torch import nn

PLAN = {1: {"0": 4}, 2: {"2": 1}}


@torch.no_grad()
def low_rank(layer, rank):
    u, s, vh = torch.linalg.svd(layer.weight, full_matrices=False)
    approx = u[:, :rank] @ torch.diag(s[:rank]) @ vh[:rank]
    WRITE


net = nn.Sequential(nn.Linear(8, 8), nn.ReLU(), nn.Linear(8, 2))
BEFORE
opt = torch.optim.Adam(net.parameters())
for epoch in range(3):
    for name, rank in PLAN.get(epoch, {}).items():
        low_rank(net.get_submodule(name), rank)
    opt.zero_grad()
    net(torch.randn(4, 8)).sum().backward()
    opt.step()
'''


def codes(write: str, before: str = "") -> list[tuple[str, int]]:
    source = textwrap.dedent(PRUNE).replace("WRITE", write).replace("BEFORE", before)
    return [(f.code, f.line) for f in lint_source(source, "prune.py")]


def test_a_parameter_swapped_on_a_looked_up_part_after_the_optimizer():
    assert codes("layer.weight = nn.Parameter(approx)") == [("AGL019", 12)]


def test_written_in_place_the_optimizer_keeps_it():
    assert codes("layer.weight.copy_(approx)") == []


def test_swapped_before_the_optimizer_is_built():
    source = textwrap.dedent(PRUNE).replace("WRITE", "layer.weight = nn.Parameter(approx)")
    source = source.replace("BEFORE", 'low_rank(net.get_submodule("0"), 4)').replace(
        "        low_rank(net.get_submodule(name), rank)\n", "        pass\n")
    assert [f.code for f in lint_source(source, "prune.py")] == []
