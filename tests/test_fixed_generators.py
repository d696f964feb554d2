"""A generator whose body yields a fixed sequence (`yield "ce", ce` then `yield "mse", mse`)
is iterated item by item: two losses over one shared encoder output, each back-propagated in
turn, free the shared graph before the second backward (AGL005). Losses that do not share a
graph, or one backward of their sum, are fine."""
import textwrap

from autograd_lint import lint_source

TRAIN = '''
import torch
import torch.nn as nn
import torch.nn.functional as F

enc, head_a, head_b = nn.Linear(4, 8), nn.Linear(8, 3), nn.Linear(8, 1)
opt = torch.optim.Adam([*enc.parameters(), *head_a.parameters(), *head_b.parameters()])


def objectives(x, y, z):
    h = enc(x)
    yield "a", F.cross_entropy(head_a(h), y)
    yield "b", F.mse_loss(head_b(SECOND).squeeze(1), z)


for _ in range(3):
    x, y, z = torch.randn(16, 4), torch.randint(0, 3, (16,)), torch.randn(16)
    opt.zero_grad()
    LOOP
    opt.step()
'''

EACH = "for name, loss in objectives(x, y, z):\n        loss.backward()"


def codes(second: str, loop: str = EACH) -> list[tuple[int, str]]:
    source = textwrap.dedent(TRAIN.replace("SECOND", second).replace("LOOP", loop))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_two_yielded_losses_sharing_a_graph_are_reported():
    assert codes("h") == [(20, "AGL005")]


def test_yielded_losses_with_graphs_of_their_own_are_fine():
    assert codes("enc(x)") == []


def test_one_backward_of_the_sum_is_fine():
    assert codes("h", "sum(loss for _, loss in objectives(x, y, z)).backward()") == []
