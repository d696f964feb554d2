"""A flag a configuration namespace holds (`cfg = SimpleNamespace(importance_weights=False)`)
decides an `if` on it: the branch it rules out does not run, so a per-sample loss returned
past an unreduced branch is known unreduced (AGL007); when the flag is not known, both
branches run and the rank stays unknown."""
import pytest

from autograd_lint import lint_source

PROGRAM = """from types import SimpleNamespace
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


class Learner:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = nn.Linear(6, 1)
        self.opt = torch.optim.Adam(self.net.parameters(), lr=1e-3)

    def batch_loss(self, x, y):
        per_sample = F.huber_loss(self.net(x).squeeze(1), y, reduction="none")
        if self.cfg.weighted:
            return per_sample.mean()
        return per_sample

    def fit(self, x, y):
        for _ in range(3):
            objective = self.batch_loss(x, y)
            self.opt.zero_grad()
            objective.backward()
            self.opt.step()


Learner({cfg}).fit(torch.randn(32, 6), torch.randn(32))
"""


def codes(cfg: str) -> list[str]:
    return [f.code for f in lint_source(PROGRAM.format(cfg=cfg), "learn.py")]


@pytest.mark.parametrize("cfg", ["SimpleNamespace(weighted=False, lr=3e-3)",
                                 "argparse.Namespace(weighted=False)"])
def test_a_false_flag_leaves_the_loss_per_sample(cfg):
    assert codes(cfg) == ["AGL007"]


@pytest.mark.parametrize("cfg", ["SimpleNamespace(weighted=True, lr=3e-3)",
                                 "argparse.ArgumentParser().parse_args()"])
def test_a_true_or_unknown_flag_is_quiet(cfg):
    assert codes(cfg) == []
