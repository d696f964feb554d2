import copy

import torch
from torch import nn


class EMAModel(nn.Module):
    """Keeps an exponential moving average of another module's weights.

    Attribute access falls through to the averaged copy, so `ema.layers` works
    like `model.layers` for evaluation code.
    """

    def __init__(self, model, decay=0.98):
        super().__init__()
        self.module = copy.deepcopy(model).eval()
        for p in self.module.parameters():
            p.requires_grad_(False)
        self.decay = decay
        self.updates = 0

    def __getattr__(self, name):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.module, name)

    @torch.no_grad()
    def update(self, model):
        self.updates += 1
        d = min(self.decay, (1 + self.updates) / (10 + self.updates))
        for ema_p, p in zip(self.module.parameters(), model.parameters()):
            ema_p.mul_(d).add_(p.detach(), alpha=1 - d)

    def forward(self, *args, **kwargs):
        return self.module(*args, **kwargs)
