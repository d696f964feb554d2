"""Temporal-conv forecaster for the next-day weight delta."""
import torch
from torch import nn


class HiveForecaster(nn.Module):
    def __init__(self, n_features: int = 3, width: int = 32, lookback: int = 14):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(n_features, width, kernel_size=3, padding=1), nn.GELU(),
            nn.Conv1d(width, width, kernel_size=3, padding=2, dilation=2), nn.GELU(),
        )
        self.readout = nn.Linear(width * lookback, 1)

    def forward(self, window: torch.Tensor) -> torch.Tensor:
        h = self.conv(window.transpose(1, 2))
        return self.readout(h.flatten(1))


def build(cfg: dict) -> HiveForecaster:
    return HiveForecaster(width=cfg["width"], lookback=cfg["lookback"])
