"""A buffer registered as garbage memory (`register_buffer("index", torch.LongTensor(n))`) is
what `load_state_dict` fills in a converted model. Read by the network's own forward with no
program around it, whether a load comes first is unknown: no AGL015. A program that builds
the network and runs it without loading anything reads garbage: AGL015."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

LAYER = """
import torch
import torch.nn as nn


class CondensedLinear(nn.Module):
    def __init__(self, in_features, out_features, drop_rate=0.5):
        super().__init__()
        self.in_features = int(in_features * drop_rate)
        self.linear = nn.Linear(self.in_features, out_features)
        self.register_buffer("index", torch.LongTensor(self.in_features))

    def forward(self, x):
        return self.linear(torch.index_select(x, 1, self.index))
"""


def codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "layers.py")]


def test_a_buffer_read_by_the_network_alone_is_unknown():
    assert codes(LAYER) == []


def test_a_program_running_the_network_unloaded_reads_garbage():
    source = LAYER + """

layer = CondensedLinear(8, 4)
print(layer(torch.randn(2, 8)))
"""
    line = source.splitlines().index(
        '        self.register_buffer("index", torch.LongTensor(self.in_features))') + 1
    assert (line, "AGL015") in codes(source)


def test_a_program_loading_the_network_first_is_silent():
    source = LAYER + """

layer = CondensedLinear(8, 4)
layer.load_state_dict(torch.load("converted.pth"))
print(layer(torch.randn(2, 8)))
"""
    assert codes(source) == []


def test_a_parameter_of_garbage_memory_is_still_reported():
    # (a parameter is trained from what it holds: an init forgotten, whoever calls forward)
    source = LAYER.replace('self.register_buffer("index", torch.LongTensor(self.in_features))',
                           "self.scale = nn.Parameter(torch.Tensor(self.in_features))").replace(
        "torch.index_select(x, 1, self.index)", "x[:, :self.in_features] * self.scale")
    assert "AGL015" in {code for _, code in codes(source)}


def test_a_running_statistic_its_forward_updates_is_still_reported():
    # (a buffer the class itself updates in place from what it holds: its start value matters)
    source = """
import torch
import torch.nn as nn


class Standardize(nn.Module):
    def __init__(self, dim, momentum=0.1):
        super().__init__()
        self.momentum = momentum
        self.register_buffer("running_mean", torch.Tensor(dim))

    def forward(self, x):
        if self.training:
            with torch.no_grad():
                self.running_mean.lerp_(x.mean(0), self.momentum)
        return x - self.running_mean


model = nn.Sequential(Standardize(5), nn.Linear(5, 1))
print(model(torch.randn(8, 5)))
"""
    line = source.splitlines().index(
        '        self.register_buffer("running_mean", torch.Tensor(dim))') + 1
    assert (line, "AGL015") in codes(source)
