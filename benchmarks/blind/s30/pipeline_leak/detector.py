import torch
import torch.nn.functional as F
from torch import nn

from .acoustics import LAGS, SEGMENT_M


class LeakDetector(nn.Module):
    def __init__(self, channels=24):
        super().__init__()
        self.backbone = nn.Sequential(
            nn.Conv1d(1, channels, 7, padding=3),
            nn.BatchNorm1d(channels),
            nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2),
            nn.BatchNorm1d(channels),
            nn.ReLU(),
        )
        self.cls_head = nn.Conv1d(channels, 1, 1)
        self.loc_head = nn.Conv1d(channels, 1, 1)

    def _heads(self, x):
        feat = self.backbone(x)
        presence = self.cls_head(feat).squeeze(1).logsumexp(dim=1) - torch.log(torch.tensor(float(LAGS)))
        attn = self.loc_head(feat).squeeze(1).softmax(dim=1)
        grid = torch.linspace(0.0, 1.0, LAGS)
        return presence, attn @ grid

    def forward_train(self, x, present, position):
        presence, where = self._heads(x)
        loss_cls = F.binary_cross_entropy_with_logits(presence, present)
        mask = present.bool()
        loss_loc = F.smooth_l1_loss(where[mask], position[mask], beta=0.05)
        return {
            "loss_cls": loss_cls,
            "loss_loc": 2.0 * loss_loc,
            "loc_err_m": (where[mask] - position[mask]).abs().mean() * SEGMENT_M,
        }

    def simple_test(self, x):
        presence, where = self._heads(x)
        return presence.sigmoid(), where

    def forward(self, x, present=None, position=None, return_loss=True):
        if return_loss:
            return self.forward_train(x, present, position)
        return self.simple_test(x)
