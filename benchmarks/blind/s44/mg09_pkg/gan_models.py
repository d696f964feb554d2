import torch.nn.functional as F
from torch import nn

from .registry import LOSSES, MODELS


@MODELS.register("drone_generator")
class DroneGenerator(nn.Module):
    def __init__(self, z_dim=16, length=64, width=128):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width), nn.LeakyReLU(0.2),
            nn.Linear(width, length), nn.Tanh())

    def forward(self, z):
        return self.net(z)


@MODELS.register("drone_critic")
class DroneDiscriminator(nn.Module):
    def __init__(self, length=64, width=128):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(length, width), nn.LeakyReLU(0.2),
            nn.Linear(width, width // 2), nn.LeakyReLU(0.2),
            nn.Linear(width // 2, 1))

    def forward(self, x):
        return self.net(x).squeeze(-1)


@LOSSES.register("ns_disc")
class NonSaturatingDiscLoss(nn.Module):
    def forward(self, real_logits, fake_logits):
        return F.softplus(-real_logits).mean() + F.softplus(fake_logits).mean()


@LOSSES.register("ns_gen")
class NonSaturatingGenLoss(nn.Module):
    def forward(self, fake_logits):
        return F.softplus(-fake_logits).mean()
