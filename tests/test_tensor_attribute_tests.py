"""`x.detach().numpy() if hasattr(x, "numpy") else np.array([x])` of a tensor takes its first
branch: every tensor has `.numpy`, so the `np.array` branch never meets it (no AGL013). The
same `np.array` without the test is reported."""
import textwrap

from autograd_lint import lint_source

SCALARS = '''
import numpy as np
import torch
import torch.nn as nn

model = nn.Linear(4, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    loss = model(torch.randn(8, 4)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    scalars = [loss]
    CONVERT
'''


def codes(convert: str) -> list[str]:
    source = textwrap.dedent(SCALARS.replace("CONVERT", convert))
    return [f.code for f in lint_source(source, "t.py")]


def test_the_branch_a_tensor_takes_is_the_one_analysed():
    assert codes("arrays = [s.detach().numpy() if hasattr(s, 'numpy') else np.array([s]) "
                 "for s in scalars]") == []


def test_np_array_of_the_tensor_is_still_reported():
    assert codes("arrays = [np.array([s]) for s in scalars]") == ["AGL013"]
