import torch
import torch.nn as nn


class BatchHardTripletLoss(nn.Module):
    def __init__(self, margin):
        super().__init__()
        self.margin = margin

    def forward(self, emb, labels):
        dist = torch.cdist(emb, emb)
        same = labels[:, None] == labels[None, :]
        hardest_pos = (dist * same.float()).max(dim=1).values
        hardest_neg = dist.masked_fill(same, float("inf")).min(dim=1).values
        return torch.relu(hardest_pos - hardest_neg + self.margin).mean()
