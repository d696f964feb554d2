import torch
from torch import nn

from .shots import BODY_PARTS, SITUATIONS


class ExpectedGoals(nn.Module):
    def __init__(self, numeric=4, hidden=32):
        super().__init__()
        self.body = nn.Embedding(len(BODY_PARTS), 4)
        self.situation = nn.Embedding(len(SITUATIONS), 4)
        self.mlp = nn.Sequential(nn.Linear(numeric + 8, hidden), nn.Softplus(), nn.Linear(hidden, 1))

    def forward(self, shots):
        features = torch.cat([shots["numeric"], self.body(shots["body"]), self.situation(shots["situation"])], 1)
        return self.mlp(features).squeeze(-1)
