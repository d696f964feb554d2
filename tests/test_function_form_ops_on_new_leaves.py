"""`torch.log(torch.tensor(scales, requires_grad=True))` stored as a learned weight: the leaf
is the tensor inside, the stored value an op's result, as in the method form
(`torch.tensor(...).log()`), so an optimizer given it refuses it (AGL020; session 45's blind
set s45, mk10). A leaf made by the function itself, or the op applied before `requires_grad_()`,
is a leaf."""
import textwrap

import pytest

from autograd_lint import lint_source

MODULE = '''
import torch
from torch import nn


class MultiTask(nn.Module):
    def __init__(self, scales):
        super().__init__()
        self.head = nn.Linear(3, 2)
        self.log_vars = MADE

    def configure_optimizers(self):
        return torch.optim.Adam([{"params": self.head.parameters()},
                                 {"params": [self.log_vars], "lr": 1e-2}], lr=1e-3)


model = MultiTask([1.0, 1.0])
opt = model.configure_optimizers()
'''


@pytest.mark.parametrize("made, expected", [
    ("torch.log(torch.tensor(scales, requires_grad=True))", ["AGL020"]),
    ("torch.exp(torch.zeros(2, requires_grad=True))", ["AGL020"]),
    ("torch.tensor(scales, requires_grad=True).log()", ["AGL020"]),
    ("torch.log(torch.tensor(scales)).requires_grad_()", []),
    ("torch.zeros(2, requires_grad=True)", []),
    ("nn.Parameter(torch.log(torch.tensor(scales)))", []),
])
def test_an_op_on_a_new_leaf(made, expected):
    source = textwrap.dedent(MODULE).replace("MADE", made)
    assert [f.code for f in lint_source(source, "multitask.py")] == expected
