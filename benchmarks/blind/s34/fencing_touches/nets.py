import torch
from torch import nn

NETS = {}


def register(name):
    def deco(cls):
        NETS[name] = cls
        return cls
    return deco


def build(name, **kwargs):
    return NETS[name](**kwargs)


@register("touch_cnn")
class TouchClassifier(nn.Module):
    def __init__(self, channels=4, n_classes=4, width=24):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(channels, width, 7, padding=3), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU(),
            nn.Conv1d(width, 2 * width, 5, padding=2, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
            nn.Linear(2 * width, n_classes),
        )

    def forward(self, x):
        return self.body(x)


@register("sensor_drift")
class SensorDrift(nn.Module):
    """Bounded, input-dependent perturbation: gain error, offset and jitter of the sensors."""

    def __init__(self, channels=4, width=16, eps=0.4):
        super().__init__()
        self.eps = eps
        self.body = nn.Sequential(
            nn.Conv1d(2 * channels, width, 5, padding=2), nn.Tanh(),
            nn.Conv1d(width, channels, 5, padding=2),
        )

    def forward(self, x):
        noise = torch.randn_like(x)
        return self.eps * torch.tanh(self.body(torch.cat([x, noise], dim=1)))
