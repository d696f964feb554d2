import torch.nn.functional as F
from torch import nn

from .registry import LOSSES, MODELS


@MODELS.register("StrokeGenerator")
class StrokeGenerator(nn.Module):
    def __init__(self, z_dim=12, length=48, width=96):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(z_dim, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.to_width = nn.Linear(width, length)

    def forward(self, z):
        return F.softplus(self.to_width(self.body(z)))        # line width in 0.1 mm, positive


@MODELS.register("StrokeCritic")
class StrokeCritic(nn.Module):
    def __init__(self, length=48, channels=16):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.LeakyReLU(0.2),
            nn.Conv1d(channels, channels, 5, stride=2, padding=2), nn.LeakyReLU(0.2))
        self.fc = nn.Linear(channels * (length // 2), 1)

    def forward(self, w):
        return self.fc(self.conv(w.unsqueeze(1)).flatten(1)).squeeze(1)


@LOSSES.register("HingeD")
class HingeDiscriminatorLoss(nn.Module):
    def forward(self, real_logits, fake_logits):
        return F.relu(1 - real_logits).mean() + F.relu(1 + fake_logits).mean()


@LOSSES.register("HingeG")
class HingeGeneratorLoss(nn.Module):
    def forward(self, fake_logits):
        return -fake_logits.mean()
