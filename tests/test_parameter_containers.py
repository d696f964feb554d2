"""AGL019: storing a tensor into an `nn.ParameterList` / `nn.ParameterDict` slot wraps it in a
new parameter, in place of the one an optimizer built before holds (a projection after each
step that stops the trained thresholds). Writing into the old parameter in place is fine."""
import textwrap

from autograd_lint import lint_source

CURVE = '''
import torch
import torch.nn as nn


class Curve(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.thresholds = CONTAINER

    def forward(self, x):
        return x * torch.stack(list(VALUES)).sum()

    @torch.no_grad()
    def enforce_order(self):
        for i in KEYS:
            lt = self.thresholds[i]
            PROJECT


model = Curve(3)
optimizer = torch.optim.Adam(model.parameters(), lr=0.02)
for it in range(10):
    loss = model(torch.randn(4)).sum()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    model.enforce_order()
'''

LIST = {"CONTAINER": "nn.ParameterList(nn.Parameter(torch.tensor([1.5, 2.5])) for _ in range(n))",
        "VALUES": "self.thresholds", "KEYS": "range(3)"}
DICT = {"CONTAINER": 'nn.ParameterDict({"a": nn.Parameter(torch.ones(2)), '
                     '"b": nn.Parameter(torch.ones(2))})',
        "VALUES": "self.thresholds.values()", "KEYS": '("a", "b")'}


def codes(kind: dict, project: str) -> list[tuple[int, str]]:
    source = CURVE.replace("PROJECT", project)
    for key, text in kind.items():
        source = source.replace(key, text)
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(source), "t.py"))


def test_a_new_tensor_in_a_parameter_slot_is_reported():
    project = "self.thresholds[i] = torch.stack([lt.min(), lt.max() + 0.3])"
    assert codes(LIST, project) == [(18, "AGL019")]
    assert codes(DICT, project) == [(18, "AGL019")]


def test_writing_into_the_old_parameter_is_fine():
    project = "lt.copy_(torch.stack([lt.min(), lt.max() + 0.3]))"
    assert codes(LIST, project) == []
    assert codes(DICT, project) == []
