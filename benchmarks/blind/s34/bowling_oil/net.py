import torch
from torch import nn


class BallPathNet(nn.Module):
    def __init__(self, n_throw=4, hidden=64):
        super().__init__()
        self.pattern = nn.Sequential(
            nn.Conv2d(1, 8, 3, padding=1), nn.ReLU(),
            nn.AvgPool2d((2, 3)),
            nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d((3, 4)),
            nn.Flatten(),
        )
        self.head = nn.Sequential(nn.Linear(16 * 12 + n_throw, hidden), nn.ReLU(),
                                  nn.Linear(hidden, 2))

    def forward(self, oil, throw):
        return self.head(torch.cat([self.pattern(oil), throw], dim=1))


class PathLoss(nn.Module):
    def __init__(self, angle_weight=4.0):
        super().__init__()
        self.angle_weight = angle_weight

    def forward(self, pred, target):
        return {
            "board": nn.functional.smooth_l1_loss(pred[:, 0], target[:, 0]),
            "angle": self.angle_weight * nn.functional.smooth_l1_loss(pred[:, 1], target[:, 1]),
        }
