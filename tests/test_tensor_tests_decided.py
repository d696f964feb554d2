"""`if torch.is_tensor(value): value = value.detach().item()` (a home-made `self.log`) given a
loss: `torch.is_tensor` of a value known to be a tensor made by ops is decided as
`isinstance(value, torch.Tensor)` is, so the path that keeps the loss with its graph does not
run (a false AGL010 on every `self.log(name, loss)` of session 45's Lightning-style blind set);
in a conditional expression and under `not` too. A log that keeps the tensor itself is still
reported. (A network's output may be a tuple, an LSTM's state: not decided, see the s20 blind
set's lm_tbptt.)"""
import textwrap

import pytest

from autograd_lint import lint_source

MODULE = '''
import torch
from torch import nn


class LitModule(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(4, 1)
        self.history = {}

    def log(self, name, value):
        CONVERT
        self.history.setdefault(name, []).append(value)


def fit(module, batches):
    opt = torch.optim.SGD(module.parameters(), lr=0.1)
    for x, y in batches:
        loss = ((module.net(x) - y) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        module.log("loss", loss)


def main():
    batches = [(torch.randn(8, 4), torch.randn(8, 1)) for _ in range(10)]
    fit(LitModule(), batches)
'''


@pytest.mark.parametrize("convert", [
    "if torch.is_tensor(value):\n            value = value.detach().item()",
    "if isinstance(value, torch.Tensor):\n            value = value.item()",
    "if not torch.is_tensor(value):\n            pass\n        else:\n            value = value.item()",
    "value = value.item() if torch.is_tensor(value) else value",
    "value = value if not isinstance(value, torch.Tensor) else value.detach()",
])
def test_a_value_converted_when_it_is_a_tensor(convert):
    source = textwrap.dedent(MODULE).replace("CONVERT", convert)
    assert [f.code for f in lint_source(source, "lit.py")] == []


@pytest.mark.parametrize("convert", [
    "if torch.is_tensor(value):\n            value = value * 1.0",
    "value = value if torch.is_tensor(value) else torch.tensor(value)",
])
def test_a_tensor_kept_with_its_graph(convert):
    source = textwrap.dedent(MODULE).replace("CONVERT", convert)
    assert "AGL010" in [f.code for f in lint_source(source, "lit.py")]
