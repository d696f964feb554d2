import torch
import torch.nn as nn


class ActFakeQuant(nn.Module):
    """Uniform fake quantizer for bounded activations, range set by calibration."""

    def __init__(self, bits=4):
        super().__init__()
        self.levels = 2 ** bits - 1
        self.enabled = False
        self.register_buffer("bound", torch.tensor(1.0))

    @torch.no_grad()
    def calibrate(self, x, pct=0.995):
        self.bound.copy_(torch.quantile(x.abs().flatten(), pct))

    def forward(self, x):
        if not self.enabled:
            return x
        x.clamp_(-self.bound, self.bound)
        step = 2 * self.bound / self.levels
        q = torch.round((x + self.bound) / step) * step - self.bound
        return x + (q - x).detach()
