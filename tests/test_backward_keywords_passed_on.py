"""A wrapper's `backward(self, loss, **kwargs)` that calls `loss.backward(**kwargs)` passes on
what its caller gave: `accel.backward(per_item, gradient=w, retain_graph=True)` retains the
graph, so the next backward through the shared trunk is fine (held-out blind set s44d, mj14,
after its scoring: a false AGL005). Without retain_graph the second backward is still AGL005."""
import textwrap

import pytest

from autograd_lint import lint_source

WRAPPED = '''
import torch
import torch.nn as nn
import torch.nn.functional as F


class Accelerator:
    def backward(self, loss, **kwargs):
        loss.backward(**kwargs)


net = nn.Linear(4, 2)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
accel = Accelerator()
for step in range(3):
    out = net(torch.randn(8, 4))
    per_item = (out[:, 0] - 1.0) ** 2
    opt.zero_grad()
    accel.backward(per_item, gradient=torch.full((8,), 0.125)RETAIN)
    accel.backward(F.softplus(out[:, 1]).mean())
    opt.step()
'''


@pytest.mark.parametrize("retain, expected", [
    (", retain_graph=True", []),
    ("", ["AGL005"]),
    (", retain_graph=False", ["AGL005"]),
])
def test_retain_graph_passed_through_kwargs(retain, expected):
    source = textwrap.dedent(WRAPPED).replace("RETAIN", retain)
    assert [f.code for f in lint_source(source, "wrapped.py")] == expected
