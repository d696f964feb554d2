"""`x.numpy(force=True)` (torch 1.13+) detaches and copies first: no AGL013; `x.numpy()` of a
tensor that requires grad raises and is reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import numpy as np
import torch
import torch.nn as nn

net = nn.Linear(3, 1)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
for x, y in [(torch.randn(16, 3), torch.randn(16, 1))]:
    pred = net(x)
    spread = np.percentile(CONVERT, 90)
    loss = ((pred - y) ** 2).mean() / float(spread)
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(convert: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("CONVERT", convert))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_forced_numpy_is_fine():
    assert codes("pred.numpy(force=True)") == []


def test_plain_numpy_of_a_grad_tensor_is_reported():
    assert codes("pred.numpy()") == [(10, "AGL013")]
