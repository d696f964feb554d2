import torch
import torch.nn as nn

from .iq import MODS


class AMCNet(nn.Module):
    """IQ + amplitude/phase-difference features, then a small 1-D CNN."""

    def __init__(self, width=32):
        super().__init__()
        self.cnn = nn.Sequential(
            nn.Conv1d(4, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, width, 3, padding=1, stride=2), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Linear(width, len(MODS)))

    def forward(self, iq):
        amp = iq.pow(2).sum(1, keepdim=True).add(1e-6).sqrt()
        z = torch.complex(iq[:, 0], iq[:, 1])
        dphi = torch.angle(z[:, 1:] * z[:, :-1].conj())
        dphi = torch.cat([dphi[:, :1], dphi], dim=1).unsqueeze(1)
        return self.cnn(torch.cat([iq, amp, dphi], dim=1))
