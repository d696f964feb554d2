"""Training closure and an epoch generator."""
from functools import partial

import torch
import torch.nn.functional as F

from .model import logit


def make_step(params, opt, pos_weight, drop):
    loss_fn = partial(F.binary_cross_entropy_with_logits, pos_weight=pos_weight)

    def step(xb, yb):
        opt.zero_grad()
        value = loss_fn(logit(params, xb, drop), yb)
        value.backward()
        opt.step()
        return value.item()

    return step


def epochs(step, data, n_epochs, batch, gen):
    x, y = data
    for epoch in range(n_epochs):
        perm = torch.randperm(len(y), generator=gen)
        losses = [step(x[idx], y[idx]) for idx in perm.split(batch)]
        yield epoch, sum(losses) / len(losses)
