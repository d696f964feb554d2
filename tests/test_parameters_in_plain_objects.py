"""A module attribute holding an object of a plain class whose `__init__` stores `nn.Parameter`s
(`self.calibration = Calibration(n)`) hides them: `parameters()`, `.to()` and `state_dict()` miss
them (AGL011). Not when the class is an `nn.Module`, when the object holds no parameter, or
when the optimizer is given its parameters by hand."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
from torch import nn


class Calibration(BASE):
    def __init__(self, n):
        INIT
        self.offset = HELD


class Model(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.calibration = Calibration(n)
        self.body = nn.Linear(4, 1)

    def forward(self, x, idx):
        return self.body(x).squeeze(1) + self.calibration.offset[idx]


model = Model(3)
optimizer = torch.optim.Adam(PARAMS, lr=1e-3)
for x, idx in [(torch.randn(8, 4), torch.randint(0, 3, (8,)))] * 3:
    loss = model(x, idx).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def codes(base="object", init="pass", held="nn.Parameter(torch.zeros(n))",
          params="model.parameters()") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("BASE", base).replace("INIT", init)
                             .replace("HELD", held).replace("PARAMS", params))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_parameters_of_a_plain_object_are_hidden():
    assert codes() == [(15, "AGL011")]


def test_the_class_made_a_module_registers_them():
    assert codes(base="nn.Module", init="super().__init__()") == []


def test_an_object_holding_no_parameter_hides_nothing():
    assert codes(held="torch.zeros(n)") == []


def test_parameters_handed_to_the_optimizer_train():
    assert codes(params="list(model.parameters()) + [model.calibration.offset]") == []


def test_parameters_no_loss_reaches_lose_nothing_to_training():
    source = PROGRAM.replace("BASE", "object").replace("INIT", "pass").replace(
        "HELD", "nn.Parameter(torch.zeros(n))").replace("PARAMS", "model.parameters()").replace(
        " + self.calibration.offset[idx]", "")
    assert lint_source(textwrap.dedent(source), "t.py") == []
