"""A torch layer whose backward reads its input (a linear map's weight gradient, a
normalisation's statistics) saves it: `h += layer(h)` then changes a saved tensor (AGL006). The
layer may be a block a registry's factory builds deep inside a model's constructor. An
out-of-place `h = h + layer(h)`, or a frozen layer (no weight gradient), is fine."""
import textwrap

from autograd_lint import lint_source

TOWER = '''
import torch
from torch import nn

_BLOCKS = {}


def register(name):
    def wrap(cls):
        _BLOCKS[name] = cls
        return cls
    return wrap


def make_block(name, **options):
    return _BLOCKS[name](**options)


@register("prenorm")
class PreNorm(nn.Module):
    def __init__(self, width, expansion=2):
        super().__init__()
        self.net = nn.Sequential(nn.LayerNorm(width), nn.Linear(width, expansion * width),
                                 nn.GELU(), nn.Linear(expansion * width, width))

    def forward(self, h):
        return self.net(h)


class Tower(nn.Module):
    def __init__(self, width, depth, block="prenorm", **options):
        super().__init__()
        self.blocks = nn.ModuleList(make_block(block, width=width, **options)
                                    for _ in range(depth))

    def forward(self, h):
        for block in self.blocks:
            UPDATE
        return h


class Regressor(nn.Module):
    def __init__(self, n_in, width=16, **tower_options):
        super().__init__()
        self.stem = nn.Linear(n_in, width)
        self.tower = Tower(width, 2, **tower_options)
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        return self.head(self.tower(self.stem(x)))


def build(spec, n_in):
    return Regressor(n_in, **dict(spec))


def main():
    model = build({"width": 16, "block": "prenorm", "expansion": 2}, 5)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    for _ in range(3):
        loss = model(torch.randn(8, 5)).pow(2).mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()


if __name__ == "__main__":
    main()
'''

PROJECTION = '''
import torch
from torch import nn


class Mixer(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(4, 4)
        self.proj = nn.Linear(4, 4)
        FREEZE

    def forward(self, x):
        h = self.stem(x)
        UPDATE
        return h


model = Mixer()
optimizer = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.1)
for _ in range(3):
    loss = model(torch.randn(8, 4)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def codes(program: str, **holes: str) -> list[tuple[int, str]]:
    for hole, text in holes.items():
        program = program.replace(hole, text)
    return sorted((f.line, f.code) for f in lint_source(textwrap.dedent(program), "t.py"))


def test_block_from_a_registry_factory_saves_its_input():
    assert codes(TOWER, UPDATE="h += block(h)") == [(38, "AGL006")]


def test_block_added_out_of_place():
    assert codes(TOWER, UPDATE="h = h + block(h)") == []


def test_linear_saves_its_input():
    assert codes(PROJECTION, FREEZE="pass", UPDATE="h += self.proj(h)") == [(15, "AGL006")]


def test_frozen_linear_needs_no_input():
    assert codes(PROJECTION, FREEZE="self.proj.requires_grad_(False)",
                 UPDATE="h += self.proj(h)") == []
