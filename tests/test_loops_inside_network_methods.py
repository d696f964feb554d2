"""A loop in a network's own method (`for k, room in enumerate(ROOMS): out[sel] =
self.proj[room](h[sel])`) computes the outputs the method returns, which its callers train on:
it is no evaluation loop that trains nothing (AGL009). The same loop in a plain helper that runs
the network over held-out batches with grad on is still reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn

ROOMS = ("hall", "porch", "attic")


class Scorer(nn.Module):
    def __init__(self, n, dim=8):
        super().__init__()
        self.embed = nn.Embedding(n, dim)
        self.proj = nn.ModuleDict({room: nn.Linear(dim, dim) for room in ROOMS})
        self.register_buffer("room_of", torch.randint(0, len(ROOMS), (n,)))

    def vectors(self, ids):
        base = self.embed(ids)
        out = torch.zeros_like(base)
        for k, room in enumerate(ROOMS):
            sel = self.room_of[ids] == k
            out[sel] = self.proj[room](base[sel])
        return out

    def score(self, ids, other):
        return (self.vectors(ids) * other).sum(-1)


def check(scorer, batches):
    total = 0.0
    for ids, other in batches:
        total += float(scorer.score(ids, other).mean())
    return total


scorer = Scorer(30)
opt = torch.optim.Adam(scorer.parameters(), lr=1e-2)
held_out = [(torch.randint(0, 30, (6,)), torch.randn(6, 8)) for _ in range(3)]
for step in range(40):
    ids, other = torch.randint(0, 30, (16,)), torch.randn(16, 8)
    loss = -scorer.score(ids, other).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    CHECK
'''


def findings(check: str) -> list[tuple[str, int]]:
    source = textwrap.dedent(PROGRAM).replace("CHECK", check)
    return [(f.code, f.line) for f in lint_source(source, "rooms.py")]


def test_the_loop_of_a_network_method_is_part_of_its_forward():
    assert findings("pass") == []


def test_a_helper_looping_over_held_out_batches_with_grad_on():
    assert [code for code, _ in findings("print(check(scorer, held_out))")] == ["AGL009"]


def test_the_same_helper_under_no_grad():
    assert findings("with torch.no_grad():\n        print(check(scorer, held_out))") == []
