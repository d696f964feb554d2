"""`self.blocks = []` in a module's `__init__`, then `self.blocks.append(Block(...))` in a loop:
the blocks are hidden in a plain list as surely as in `self.blocks = [Block(d) for d in dims]`
(AGL011, reported at the assignment, whose fix wraps it in nn.ModuleList). Blind set s37b (u10)
kept a TCN's temporal blocks that way. Look-alikes: the list handed to `nn.Sequential(*...)` or
rebound to an `nn.ModuleList`, blocks also registered with `add_module`, registered layers listed
a second time, and hook handles."""
import textwrap

import pytest

from autograd_lint import lint_source

TRAIN = '''
model = Model(3)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    opt.zero_grad()
    model(torch.randn(2, 4)).sum().backward()
    opt.step()
'''

HIDDEN = '''
import torch
import torch.nn as nn


class Block(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc = nn.Linear(width, width)

    def forward(self, x):
        return torch.relu(self.fc(x))


class Model(nn.Module):
    def __init__(self, depth):
        super().__init__()
        self.blocks = []
        for i in range(depth):
            self.blocks.append(Block(4))
        self.out = nn.Linear(4, 1)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.out(x)
''' + TRAIN


def _agl011(source: str) -> list[int]:
    return [f.line for f in lint_source(textwrap.dedent(source), "model.py") if f.code == "AGL011"]


def test_blocks_appended_to_a_plain_list_in_init_are_reported_at_the_assignment():
    assert _agl011(HIDDEN) == [18]


def test_the_fix_makes_it_a_module_list():
    finding = next(f for f in lint_source(HIDDEN, "model.py") if f.code == "AGL011")
    assert "nn.ModuleList" in finding.message


LOOK_ALIKES = {
    "handed to nn.Sequential": '''
        self.net = nn.Sequential(*self.blocks)

    def forward(self, x):
        return self.out(self.net(x))
''',
    "rebound to a ModuleList": '''
        self.blocks = nn.ModuleList(self.blocks)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.out(x)
''',
}


@pytest.mark.parametrize("name", sorted(LOOK_ALIKES))
def test_a_list_registered_afterwards_is_quiet(name):
    head, _, _ = HIDDEN.partition("        self.out = nn.Linear(4, 1)\n")
    source = head + "        self.out = nn.Linear(4, 1)\n" + LOOK_ALIKES[name] + TRAIN
    assert _agl011(source) == []


def test_blocks_also_registered_with_add_module_are_quiet():
    source = HIDDEN.replace("            self.blocks.append(Block(4))",
                            "            block = Block(4)\n"
                            "            self.add_module(f'block{i}', block)\n"
                            "            self.blocks.append(block)")
    assert _agl011(source) == []


def test_registered_layers_listed_again_and_hook_handles_are_quiet():
    source = HIDDEN.replace("        self.blocks = []\n        for i in range(depth):\n"
                            "            self.blocks.append(Block(4))\n",
                            "        self.first = Block(4)\n        self.blocks = []\n"
                            "        self.blocks.append(self.first)\n        self.handles = []\n"
                            "        self.handles.append(self.first.register_forward_hook("
                            "lambda m, i, o: None))\n")
    assert "self.first = Block(4)" in source
    assert _agl011(source) == []


HEADS = '''
import torch
import torch.nn as nn


class MultiHead(nn.Module):
    def __init__(self, tasks):
        super().__init__()
        self.trunk = nn.Linear(4, 8)
        self.heads = CONTAINER
        for name in tasks:
            self.heads[name] = nn.Linear(8, 1)

    def forward(self, x):
        h = self.trunk(x)
        return {k: head(h) for k, head in self.heads.items()}


model = MultiHead(["a", "b"])
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    out = model(torch.randn(2, 4))
    opt.zero_grad()
    sum(v.sum() for v in out.values()).backward()
    opt.step()
'''


def test_heads_stored_by_key_into_a_plain_dict_in_init_are_reported():
    assert _agl011(HEADS.replace("CONTAINER", "{}")) == [10]


def test_the_same_heads_in_a_module_dict_are_quiet():
    assert _agl011(HEADS.replace("CONTAINER", "nn.ModuleDict()")) == []
