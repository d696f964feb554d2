import torch.nn as nn
import torch.nn.functional as F


class EmbeddingNet(nn.Module):
    def __init__(self, in_dim, hidden, emb_dim):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.proj = nn.Linear(hidden, emb_dim)

    def forward(self, x):
        return F.normalize(self.proj(self.encoder(x)), dim=-1)
