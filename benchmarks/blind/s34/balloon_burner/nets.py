import torch
from torch import nn

NETS = {}


def register(name):
    def wrap(cls):
        NETS[name] = cls
        return cls
    return wrap


def build(spec):
    spec = dict(spec)
    return NETS[spec.pop("kind")](**spec)


@register("envelope_model")
class EnvelopeModel(nn.Module):
    """Predicts the change of (altitude, climb rate, heat) over one step."""

    def __init__(self, hidden=64):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(3, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 3),
        )

    def forward(self, state, duty):
        return self.body(torch.cat([state[:, 1:], duty], dim=1))


@register("burner_pilot")
class BurnerPilot(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(3, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs):
        return torch.sigmoid(self.body(obs))
