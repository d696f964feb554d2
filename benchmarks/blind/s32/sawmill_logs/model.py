import torch
from torch import nn

from scanner import EXTRAS, GRADES


class GradeYieldNet(nn.Module):
    def __init__(self, channels=24, hidden=64):
        super().__init__()
        self.profile = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2, stride=2), nn.ReLU(),
            nn.AdaptiveMaxPool1d(1), nn.Flatten())
        self.mix = nn.Sequential(nn.Linear(channels + len(EXTRAS), hidden), nn.ReLU(),
                                 nn.Linear(hidden, len(GRADES)))

    def forward(self, profile, extras):
        h = self.profile(profile[:, None])
        return self.mix(torch.cat([h, extras], dim=1))


def value_loss(logits, share):
    return -(share * torch.log_softmax(logits, dim=1)).sum(dim=1).mean()
