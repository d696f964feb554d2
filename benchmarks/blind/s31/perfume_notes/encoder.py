"""Fragment embedding + gated 1-D convolutions + masked mean pooling."""
import torch
from torch import nn

from perfume_notes.config import configurable
from perfume_notes.molecules import FRAGMENTS, NOTES


@configurable
class OdorNet(nn.Module):
    def __init__(self, dim=32, hidden=64, kernel=3, dropout=0.1):
        super().__init__()
        self.embedding = nn.Embedding(len(FRAGMENTS), dim, padding_idx=0)
        self.conv = nn.Conv1d(dim, 2 * hidden, kernel, padding=kernel // 2)
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(hidden, len(NOTES))

    def embed(self, tokens):
        return self.embedding(tokens)

    def classify(self, embedded, mask):
        h = nn.functional.glu(self.conv(embedded.transpose(1, 2)), dim=1)
        m = mask[:, None, :].float()
        pooled = (h * m).sum(dim=2) / m.sum(dim=2).clamp_min(1.0)
        return self.head(self.drop(pooled))

    def forward(self, tokens):
        return self.classify(self.embed(tokens), tokens > 0)
