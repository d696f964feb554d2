"""What a helper or a config hands a model is known by value, not by spelling: a helper's list
of `nn.Parameter`s stored on a module is unregistered (AGL011), unlike a helper's
`nn.ParameterList` or a list of another module's parameters; cut points a config lists as ints
make an integer tensor that cannot require grad (AGL012), unlike float ones."""
import textwrap

from autograd_lint import lint_source

CALIBRATED = '''
import torch
from torch import nn


def instrument_terms(n):
    return TERMS


class Brine(nn.Module):
    def __init__(self, n_pans):
        super().__init__()
        self.body = nn.Linear(3, 1)
        self.gains = instrument_terms(n_pans)

    def forward(self, x, pan):
        table = torch.stack(list(self.gains))
        return table[pan, 0] + torch.exp(table[pan, 1]) * self.body(x).squeeze(-1)


model = Brine(4)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
for _ in range(3):
    loss = model(torch.randn(8, 3), torch.randint(0, 4, (8,))).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''

ORDINAL = '''
import torch

SETTINGS = {"cutpoints": CUTS, "lr": 0.01}


class Ordinal:
    def __init__(self, cutpoints):
        self.cutpoints = torch.tensor(cutpoints, requires_grad=True)


grader = Ordinal(SETTINGS["cutpoints"])
optimizer = torch.optim.SGD([grader.cutpoints], lr=SETTINGS["lr"])
'''


def codes(program: str, hole: str, text: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(program.replace(hole, text))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_helper_list_of_new_parameters():
    terms = "[nn.Parameter(torch.zeros(2)) for _ in range(n)]"
    assert codes(CALIBRATED, "TERMS", terms) == [(14, "AGL011")]


def test_helper_parameter_list():
    terms = "nn.ParameterList([nn.Parameter(torch.zeros(2)) for _ in range(n)])"
    assert codes(CALIBRATED, "TERMS", terms) == []


def test_config_integer_cut_points():
    assert codes(ORDINAL, "CUTS", "[-2, 0, 2]") == [(9, "AGL012")]


def test_config_float_cut_points():
    assert codes(ORDINAL, "CUTS", "[-2.0, 0.0, 2.0]") == []
