"""Optimizer wrapper (zero -> backward -> clip -> step) and small graph helpers for GAN steps."""
from contextlib import contextmanager

import torch


class OptimWrapper:
    def __init__(self, module, type="Adam", clip=None, **kwargs):
        self.module = module
        self.optimizer = getattr(torch.optim, type)(module.parameters(), **kwargs)
        self.clip = clip

    def update(self, loss):
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if self.clip is not None:
            torch.nn.utils.clip_grad_norm_(self.module.parameters(), self.clip)
        self.optimizer.step()


def stop_gradient(tensor):
    """Samples used as discriminator inputs in the discriminator step."""
    return tensor.detach()


@contextmanager
def frozen(module):
    flags = [p.requires_grad for p in module.parameters()]
    for p in module.parameters():
        p.requires_grad_(False)
    try:
        yield module
    finally:
        for p, flag in zip(module.parameters(), flags):
            p.requires_grad_(flag)
