"""AGL011: a `functools.cached_property` of a module class that returns a layer stores it in the
instance `__dict__`, past `nn.Module.__setattr__`: never registered. A cached property
returning a tensor or a number, or a layer built in `__init__`, is fine."""
import textwrap

from autograd_lint import lint_source

NET = '''
import functools
import torch
import torch.nn as nn


class AlertNet(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.width = width
        self.n_levels = 4
        self.encoder = nn.Linear(6, width)

    @functools.cached_property
    def head(self):
        return RETURNED

    def forward(self, x):
        return self.head(torch.relu(self.encoder(x)))
'''


def codes(returned: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(NET.replace("RETURNED", returned))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_a_layer_built_by_a_cached_property_is_reported():
    assert codes("nn.Linear(self.width, self.n_levels)") == [(14, "AGL011")]


def test_other_cached_values_are_fine():
    assert codes("torch.eye(self.width)") == []
    assert codes("nn.CrossEntropyLoss()") == []
