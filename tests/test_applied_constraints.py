"""`model.apply(fn)` runs fn on every submodule, then on the model. A weight constraint applied
that way after each step edits parameters in place; outside `torch.no_grad()` that is AGL002.
The constraint may be a `@singledispatch` function whose overloads (`@project.register`)
are picked by the submodule's class, and a project layer subclassing `nn.Linear` has the
`weight` its base made."""
from __future__ import annotations

from checkout_projects import findings, write_project

LAYERS = """
import torch
from torch import nn


class MonotoneLinear(nn.Linear):
    def reset_parameters(self):
        super().reset_parameters()
        with torch.no_grad():
            self.weight.abs_()
"""

CONSTRAINTS = """
from functools import singledispatch

from torch import nn

from layers import MonotoneLinear


@singledispatch
def project(module):
    return None


@project.register
def _(module: MonotoneLinear):
    module.weight.clamp_(min=0.0)


@project.register(nn.Conv1d)
def _(module):
    module.weight.zero_()
"""

TRAIN = """
import torch
from torch import nn

from constraints import project
from layers import MonotoneLinear


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.mono = MonotoneLinear(4, 8)
        self.head = nn.Linear(8, 1)

    def forward(self, x):
        return self.head(torch.relu(self.mono(x)))


model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for x in [torch.randn(8, 4) for _ in range(3)]:
    loss = model(x).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    {apply}
"""


def test_a_dispatched_constraint_applied_after_each_step_edits_a_parameter(tmp_path):
    write_project(tmp_path, {"layers.py": LAYERS, "constraints.py": CONSTRAINTS,
                             "train.py": TRAIN.replace("{apply}", "model.apply(project)")})
    # (the Conv1d overload edits no layer of this model: not run)
    assert findings(tmp_path) == {("constraints.py", 15, "AGL002")}


def test_the_same_constraint_under_no_grad_is_silent(tmp_path):
    apply = "with torch.no_grad():\n        model.apply(project)"
    write_project(tmp_path, {"layers.py": LAYERS, "constraints.py": CONSTRAINTS,
                             "train.py": TRAIN.replace("{apply}", apply)})
    assert findings(tmp_path) == set()


def test_a_plain_function_applied_to_every_part(tmp_path):
    constraints = """
    from torch import nn


    def clip_linear(module):
        if isinstance(module, nn.Linear):
            module.weight.clamp_(-1.0, 1.0)
    """
    train = TRAIN.replace("from constraints import project", "from constraints import clip_linear")
    write_project(tmp_path, {"layers.py": LAYERS, "constraints.py": constraints,
                             "train.py": train.replace("{apply}", "model.apply(clip_linear)")})
    assert ("constraints.py", 6, "AGL002") in findings(tmp_path)
