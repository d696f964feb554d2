import torch
from torch import nn

from .sharp import CLASSES, KEYWORDS


class FlareNet(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.norm = nn.LayerNorm(len(KEYWORDS))
        self.gru = nn.GRU(len(KEYWORDS), hidden, batch_first=True)
        self.head = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.GELU(), nn.Dropout(0.1), nn.Linear(hidden, len(CLASSES)))

    def encode(self, series):
        out, _ = self.gru(self.norm(series))
        return torch.cat([out[:, -1], out.mean(dim=1)], dim=1)

    def classify(self, feats):
        return self.head(feats)

    def forward(self, series):
        return self.classify(self.encode(series))
