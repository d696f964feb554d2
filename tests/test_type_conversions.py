"""`x.type(torch.DoubleTensor)` converts, keeping the graph (a PPO policy's mean made double
for its log-probability); `x.type()` (a string) and a conversion to an integer type cut it."""
import textwrap

from autograd_lint import lint_source

POLICY = '''
import torch
from torch import nn

policy = nn.Linear(3, 2)
optimizer = torch.optim.Adam(policy.parameters(), lr=1e-3)
for _ in range(3):
    mean = policy(torch.randn(8, 3)).type(TYPE)
    actions = torch.randn(8, 2).type(torch.DoubleTensor)
    loss = ((mean - actions) ** 2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def codes(target: str) -> list[str]:
    source = textwrap.dedent(POLICY).replace("TYPE", target)
    return [f.code for f in lint_source(source, "ppo.py")]


def test_a_float_type_keeps_the_graph():
    assert codes("torch.DoubleTensor") == []
    assert codes("torch.float64") == []


def test_an_integer_type_cuts_it():
    assert codes("torch.LongTensor") == ["AGL018"]
