"""A backward is applied by the first steps that follow it on its own path. When a setting
is tested before and after an update (`if clip is not None:` around each optimizer), the
analysis runs the code between the tests once per truth; the other run's events (the next
network's step) are not what follows this backward, so they do not pair with it."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

GAN = """
import torch
import torch.nn as nn

clip = None


def clip_gradient(optimizer, grad_clip):
    for group in optimizer.param_groups:
        for param in group["params"]:
            if param.grad is not None:
                param.grad.data.clamp_(-grad_clip, grad_clip)


def train(g, d, opt_g, opt_d, batches):
    bce = nn.BCEWithLogitsLoss()
    for x in batches:
        fake = g(x)
        loss_g = bce(d(fake), torch.ones(8, 1))
        opt_g.zero_grad()
        loss_g.backward()
        if clip is not None:
            clip_gradient(opt_g, clip)
        opt_g.step()
        real_score = {real}
        loss_d = bce(d(fake.detach()), torch.zeros(8, 1)) + bce(real_score, torch.ones(8, 1))
        opt_d.zero_grad()
        loss_d.backward()
        if clip is not None:
            clip_gradient(opt_d, clip)
        opt_d.step()


g, d = nn.Linear(4, 4), nn.Linear(4, 1)
train(g, d, torch.optim.Adam(g.parameters()), torch.optim.Adam(d.parameters()),
      [torch.randn(8, 4) for _ in range(3)])
"""


def findings(source: str):
    return lint_source(textwrap.dedent(source), "train.py")


def test_the_other_runs_generator_step_does_not_apply_the_discriminator_loss():
    assert findings(GAN.replace("{real}", "d(x)")) == []


def test_a_discriminator_loss_cut_from_the_discriminator_is_still_reported():
    # every term detached from D: opt_d, which steps right after it on both paths, gets nothing
    source = GAN.replace("{real}", "d(x).detach()").replace(
        "d(fake.detach())", "d(fake).detach()")
    found = [f for f in findings(source) if f.code == "AGL018"]
    line = source.splitlines().index("        loss_d.backward()") + 1
    assert [f.line for f in found] == [line]
    assert "opt_d" in found[0].message
