import copy

import torch
import torch.nn as nn


class TargetNetwork(nn.Module):
    """Slow-moving copy of the online encoder + projector (no predictor)."""

    def __init__(self, online, tau=0.98):
        super().__init__()
        self.encoder = copy.deepcopy(online.encoder)
        self.projector = copy.deepcopy(online.projector)
        self.requires_grad_(False)
        self.tau = tau

    def forward(self, x):
        return self.projector(self.encoder(x))

    @torch.no_grad()
    def update(self, online):
        tgt = list(self.encoder.parameters()) + list(self.projector.parameters())
        src = list(online.encoder.parameters()) + list(online.projector.parameters())
        torch._foreach_mul_(tgt, self.tau)
        torch._foreach_add_(tgt, src, alpha=1.0 - self.tau)
