from contextlib import contextmanager

import torch


@contextmanager
def frozen(module):
    """Temporarily stop gradients from being accumulated into `module`."""
    flags = [p.requires_grad for p in module.parameters()]
    for p in module.parameters():
        p.requires_grad_(False)
    try:
        yield module
    finally:
        for p, f in zip(module.parameters(), flags):
            p.requires_grad_(f)


@contextmanager
def sampling():
    with torch.no_grad():
        yield
