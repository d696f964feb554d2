"""`accs, _ = maml.finetunning(x, y)` of a method that returns three values: Python raises
ValueError there, so nothing is known of what the names would hold; the analysis took `accs`
for the whole tuple, fast weights and loss included (a false AGL013 on `np.array(all_accs)` at
session 45's last look, TescaF/MAML-Pytorch). Unpacked into three, `accs` is the accuracies and
nothing is reported; a starred target still takes its part."""
import textwrap

import pytest

from autograd_lint import lint_source

PROGRAM = '''
import numpy as np
import torch
from torch import nn


class Meta(nn.Module):
    def __init__(self):
        super().__init__()
        self.net = nn.Linear(4, 2)

    def finetunning(self, x, y):
        fast = [p * 1.0 for p in self.net.parameters()]
        loss = ((x @ fast[0].t() + fast[1] - y) ** 2).mean()
        accs = np.array([0.5, 0.6])
        return accs, fast, loss


def main():
    maml = Meta()
    all_accs = []
    for _ in range(3):
        x, y = torch.randn(8, 4), torch.randn(8, 2)
        accs, _ = maml.finetunning(x, y)
        all_accs.append(accs)
    print(np.array(all_accs).mean(axis=0))


main()
'''


@pytest.mark.parametrize("target, expected", [
    ("accs, _", []),
    ("accs, _, _", []),
    ("*_, accs", ["AGL013"]),
    ("_, accs, _", ["AGL013"]),
])
def test_unpacking_a_known_tuple(target, expected):
    source = textwrap.dedent(PROGRAM).replace("accs, _ = maml", f"{target} = maml")
    assert [f.code for f in lint_source(source, "meta.py")] == expected
