import copy

import torch


class Polyak:
    """Keeps a slowly moving copy of a network for bootstrapped targets."""

    def __init__(self, source, tau=0.01):
        self.source = source
        self.tau = tau
        self.target = copy.deepcopy(source)
        self.target.requires_grad_(False)

    def __call__(self, *args, **kwargs):
        return self.target(*args, **kwargs)

    @torch.no_grad()
    def update(self):
        for p_t, p in zip(self.target.parameters(), self.source.parameters()):
            p_t.mul_(1 - self.tau).add_(p, alpha=self.tau)
