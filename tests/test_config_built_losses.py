"""AGL011 needs to know that a plain container holds parameters: a list of loss modules whose
`__init__` reads a config (`nn.CrossEntropyLoss(weight=...)` from `configer.get(...)`) is not
known to, and is not reported; networks that build layers are, also when their layers come from
another file or when each is one of a registry's classes."""
from __future__ import annotations

from checkout_projects import findings, write_project

LOSSES = '''
import torch
import torch.nn as nn


class WeightedCE(nn.Module):
    def __init__(self, configer):
        super().__init__()
        self.params = dict()
        if "ce" in configer.get("loss"):
            self.params = configer.get("loss")["ce"]
        weight = torch.FloatTensor(self.params["weight"]) if "weight" in self.params else None
        self.ce = nn.CrossEntropyLoss(weight=weight)

    def forward(self, logits, targets):
        return self.ce(logits, targets)


class SoftKL(nn.Module):
    def __init__(self, configer):
        super().__init__()
        self.reduction = configer.get("loss")["kl"]["reduction"]
        self.kl = nn.KLDivLoss(reduction=self.reduction)

    def forward(self, log_probs, probs):
        return self.kl(log_probs, probs)
'''

LAYERS = '''
import torch.nn as nn


class Mixer(nn.Module):
    def __init__(self, configer):
        super().__init__()
        width = configer.get("width")
        self.proj = nn.Linear(width, width)

    def forward(self, x):
        return self.proj(x)
'''

BLOCKS = '''
import torch.nn as nn

from layers import Mixer


class Block(nn.Module):
    def __init__(self, configer):
        super().__init__()
        self.mixer = Mixer(configer)

    def forward(self, x):
        return x + self.mixer(x)
'''

HOLDER = '''
import torch.nn as nn

from losses import SoftKL, WeightedCE
from blocks import Block


class Holder(nn.Module):
    def __init__(self, configer):
        super().__init__()
        self.funcs = [PARTS]

    def forward(self, out):
        return sum(func(*out) for func in self.funcs)
'''

TRAIN = '''
import torch
import torch.nn as nn

from holder import Holder


class Config:
    def get(self, key):
        return {"width": 8, "loss": {"kl": {"reduction": "batchmean"}}}[key]


def main():
    net = nn.Linear(8, 8)
    holder = Holder(Config())
    opt = torch.optim.SGD(net.parameters(), lr=0.1)
    for x in [torch.randn(4, 8)]:
        loss = net(x).sum()
        opt.zero_grad()
        loss.backward()
        opt.step()


main()
'''


def lint(tmp_path, parts: str) -> set:
    write_project(tmp_path, {"losses.py": LOSSES, "layers.py": LAYERS, "blocks.py": BLOCKS,
                             "holder.py": HOLDER.replace("PARTS", parts), "train.py": TRAIN})
    return {f for f in findings(tmp_path) if f[2] == "AGL011"}


def test_losses_built_from_a_config_are_not_known_to_hold_parameters(tmp_path):
    assert lint(tmp_path, "WeightedCE(configer), SoftKL(configer)") == set()


def test_blocks_whose_layers_come_from_another_file_are_reported(tmp_path):
    assert lint(tmp_path, "Block(configer), Block(configer)") == {("holder.py", 10, "AGL011")}


def test_a_mix_with_one_network_that_trains_is_reported(tmp_path):
    assert lint(tmp_path, "WeightedCE(configer), Block(configer)") == \
        {("holder.py", 10, "AGL011")}
