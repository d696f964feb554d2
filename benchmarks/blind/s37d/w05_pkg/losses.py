import torch
import torch.nn as nn


class MarginLoss(nn.Module):
    def __init__(self, margin):
        super().__init__()
        self.criterion = nn.MarginRankingLoss(margin=margin)

    def forward(self, pos_dist, neg_dist):
        target = torch.full_like(pos_dist, -1.0)
        return self.criterion(pos_dist, neg_dist, target)
