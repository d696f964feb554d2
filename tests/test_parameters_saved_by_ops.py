"""AGL017 for parameters an op uses directly (a prototype memory's `torch.cdist(z,
self.centres)` in a method, not a forward): a step of their optimizer between that op and a
backward through it changes what the graph saved. An op that saves nothing of them (`z -
self.centres[labels]`) is no such case, nor is a backward that comes first."""
import textwrap

from autograd_lint import lint_source

PROTOTYPES = '''
import torch
import torch.nn.functional as F
from torch import nn


class Memory(nn.Module):
    def __init__(self, classes, dim):
        super().__init__()
        self.centres = nn.Parameter(torch.randn(classes, dim))

    def logits(self, z):
        return -torch.cdist(z, self.centres).pow(2)

    def pull(self, z, labels):
        return (z.detach() - self.centres[labels]).abs().sum(dim=1).mean()


encoder = nn.Linear(8, 4)
memory = Memory(3, 4)
plan = (PLAN)
for _ in range(5):
    x, y = torch.randn(16, 8), torch.randint(0, 3, (16,))
    z = encoder(x)
    losses = {"prototypes": memory.pull(z, y), "encoder": F.cross_entropy(memory.logits(z), y)}
    for name, optimizer in plan:
        optimizer.zero_grad()
        losses[name].backward()
        optimizer.step()
'''

PROTOTYPE_STEP = '("prototypes", torch.optim.SGD(memory.parameters(), lr=0.2))'
ENCODER_STEP = '("encoder", torch.optim.Adam(encoder.parameters(), lr=1e-3))'


def codes(plan: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROTOTYPES).replace("PLAN", plan)
    return sorted((f.line, f.code) for f in lint_source(source, "memory.py"))


def test_the_prototypes_stepped_before_the_backward_through_cdist():
    assert codes(f"{PROTOTYPE_STEP}, {ENCODER_STEP}") == [(29, "AGL017")]


def test_the_backward_through_cdist_first_is_fine():
    assert codes(f"{ENCODER_STEP}, {PROTOTYPE_STEP}") == []
