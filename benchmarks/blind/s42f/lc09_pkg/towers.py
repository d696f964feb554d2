"""Gig and freelancer towers (both end in a unit-norm 32-d vector)."""
import torch
import torch.nn.functional as F
from torch import nn

from .market import N_SKILLS


class GigTower(nn.Module):
    def __init__(self, dim=32):
        super().__init__()
        self.skills = nn.EmbeddingBag(N_SKILLS, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(dim + 1, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, skills, budget):
        return F.normalize(self.mlp(torch.cat([self.skills(skills), budget[:, None]], dim=1)), dim=1)


class FreelancerTower(nn.Module):
    def __init__(self, n_freelancers, dim=32):
        super().__init__()
        self.ids = nn.Embedding(n_freelancers, 16)
        self.skills = nn.EmbeddingBag(N_SKILLS, dim, mode="mean")
        self.mlp = nn.Sequential(nn.Linear(16 + dim + 1, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, ids, skills, rate):
        h = torch.cat([self.ids(ids), self.skills(skills), rate[:, None]], dim=1)
        return F.normalize(self.mlp(h), dim=1)
