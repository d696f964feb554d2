import torch.nn.functional as F
from torch import nn

from .registry import OBJECTIVES


@OBJECTIVES.register("cosine_distill")
class CosineDistill(nn.Module):
    def __init__(self, *, dim=16, hidden=64):
        super().__init__()
        self.predictor = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, dim))

    def term(self, online, target):
        return 2 - 2 * F.cosine_similarity(self.predictor(online), target, dim=-1).mean()

    def forward(self, online_a, online_b, target_a, target_b):
        return self.term(online_a, target_b) + self.term(online_b, target_a)
