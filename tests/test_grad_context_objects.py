"""A grad-mode context made before the `with` that enters it (`ctx = torch.no_grad()`, a
method returning `torch.no_grad()`): the block runs in the mode it sets, so a loss computed
there has no graph (AGL018); one of two contexts picked by a test not known leaves the mode
unknown (quiet); `contextlib.nullcontext()` changes nothing."""
import pytest

from autograd_lint import lint_source

TRAINER = """import contextlib

import torch
import torch.nn as nn


class Trainer:
    def __init__(self, freeze):
        self.freeze = freeze
        self.encoder, self.head = nn.Linear(3, 3), nn.Linear(3, 1)
        self.opt = torch.optim.SGD(self.head.parameters(), lr=0.1)

    def context(self):
        return CONTEXT

    def fit(self, x):
        for _ in range(3):
            self.opt.zero_grad()
            with self.context():
                out = self.head(self.encoder(x))
            loss = out.pow(2).mean()
            loss.backward()
            self.opt.step()


Trainer(True).fit(torch.randn(4, 3))
"""


@pytest.mark.parametrize("context, expected", [
    ("torch.no_grad()", ["AGL018"]),
    ("torch.inference_mode()", ["AGL018"]),
    ("contextlib.nullcontext()", []),
    ("torch.enable_grad()", []),
    ("torch.no_grad() if self.freeze else contextlib.nullcontext()", []),
])
def test_a_context_a_method_returns(context, expected):
    source = TRAINER.replace("CONTEXT", context)
    assert [f.code for f in lint_source(source, "train.py")] == expected


def test_a_context_bound_to_a_name_first():
    source = ("import torch\n"
              "import torch.nn as nn\n"
              "net = nn.Linear(3, 1)\n"
              "opt = torch.optim.SGD(net.parameters(), lr=0.1)\n"
              "ctx = torch.no_grad()\n"
              "for _ in range(3):\n"
              "    opt.zero_grad()\n"
              "    with ctx:\n"
              "        loss = net(torch.randn(4, 3)).pow(2).mean()\n"
              "    loss.backward()\n"
              "    opt.step()\n")
    assert [f.code for f in lint_source(source, "train.py")] == ["AGL018"]


CONFIGURED = """import contextlib
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Config:
    freeze_encoder: bool = FLAG
    lr: float = 0.1


class HeadTrainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.encoder, self.head = nn.Linear(3, 3), nn.Linear(3, 1)
        self.opt = torch.optim.SGD(self.head.parameters(), lr=cfg.lr)

    def encoder_ctx(self):
        return torch.no_grad() if self.cfg.freeze_encoder else contextlib.nullcontext()

    def fit(self, x):
        for _ in range(3):
            self.opt.zero_grad()
            with self.encoder_ctx():
                out = self.head(self.encoder(x))
            loss = out.pow(2).mean()
            loss.backward()
            self.opt.step()


HeadTrainer(Config()).fit(torch.randn(4, 3))
"""


@pytest.mark.parametrize("flag, expected", [("True", ["AGL018"]), ("False", [])])
def test_a_dataclass_flag_picks_the_context(flag, expected):
    source = CONFIGURED.replace("FLAG", flag)
    assert [f.code for f in lint_source(source, "train.py")] == expected
