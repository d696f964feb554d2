import torch
import torch.nn as nn

from .swing import G_OVER_L


class HybridSwingField(nn.Module):
    """Known gravity restoring torque plus a learned correction that sees the
    pumping phase through (sin, cos) of a trainable pumping frequency."""

    def __init__(self, width=32, pump_freq_guess=3.5):
        super().__init__()
        self.log_pump_freq = nn.Parameter(torch.tensor(pump_freq_guess).log())
        self.correction = nn.Sequential(nn.Linear(4, width), nn.Tanh(),
                                        nn.Linear(width, width), nn.Tanh(),
                                        nn.Linear(width, 1))

    def forward(self, y, t):
        theta, omega = y[:, :1], y[:, 1:]
        phase = self.log_pump_freq.exp() * t
        feats = torch.cat([theta, omega, torch.sin(phase).expand_as(theta),
                           torch.cos(phase).expand_as(theta)], dim=1)
        alpha = -G_OVER_L * torch.sin(theta) + self.correction(feats)
        return torch.cat([omega, alpha], dim=1)
