import torch
from torch import nn

from .switches import STEMS


class ForceNet(nn.Module):
    """stem embedding + numeric inputs; a separate linear path for the spring
    rating that we keep monotone (more spring never means less force)"""

    def __init__(self, emb=6, hidden=48):
        super().__init__()
        self.stem = nn.Embedding(len(STEMS), emb)
        self.spring_path = nn.Linear(1, 2)
        self.mlp = nn.Sequential(nn.Linear(emb + 4, hidden), nn.ReLU(),
                                 nn.Linear(hidden, hidden), nn.ReLU())
        self.out = nn.Linear(hidden, 2)

    def forward(self, stem, num):
        h = self.mlp(torch.cat([self.stem(stem), num], 1))
        return self.out(h) + self.spring_path(num[:, :1])
