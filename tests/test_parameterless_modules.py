"""A network class that holds no parameter (an input transform of buffers, botorch-style: bases
`Module, ABC`, `register_buffer`, `__init__` arguments annotated as data) builds no graph when
called after `eval()` on data: no AGL009. The same class given a parameter is reported."""
import textwrap

from autograd_lint import lint_source

TRANSFORM = '''
from abc import ABC

import torch
from torch.nn import Module


class InputTransform(Module, ABC):
    def __init__(self, d: int, batch_shape: torch.Size = torch.Size(), on_eval: bool = True):
        super().__init__()
        self.d = d
        self.batch_shape = batch_shape
        self.on_eval = on_eval


class Standardize(InputTransform):
    def __init__(self, d: int, min_std: float = 1e-8, groups: dict[int, int] | None = None):
        super().__init__(d)
        self.min_std = min_std
        self.groups = groups or {}
        self.optima = [tuple(0.0 for _ in range(d))]
        self.columns = list(range(d))
        self.register_buffer("mean", torch.zeros(d))
        self.register_buffer("std", torch.ones(d))
        EXTRA

    def forward(self, x):
        return (x - self.mean) / self.std.clamp_min(self.min_std)


tf = Standardize(3)
tf.eval()
print(tf(torch.rand(5, 3)).sum().item())
'''


def codes(extra: str = "pass"):
    source = textwrap.dedent(TRANSFORM).replace("EXTRA", extra)
    return [f.code for f in lint_source(source, "tf.py")]


def test_a_transform_of_buffers_builds_no_graph():
    assert codes() == []


def test_a_transform_with_a_learned_scale_is_reported():
    assert codes("self.scale = torch.nn.Parameter(torch.ones(d))") == ["AGL009"]
