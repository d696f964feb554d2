import torch
import torch.nn as nn


class SEDNet(nn.Module):
    """Small CNN over log-mels, attention pooling over frames (SED style)."""

    def __init__(self, n_species, emb):
        super().__init__()
        self.cnn = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.MaxPool2d(2),
        )
        self.proj = nn.Linear(32 * 8, emb)
        self.att = nn.Linear(emb, n_species)
        self.cla = nn.Linear(emb, n_species)

    def embed(self, x):
        h = self.cnn(x)                                   # b, c, mel/4, t/4
        h = h.permute(0, 3, 1, 2).flatten(2)              # b, t, c*mel
        return torch.relu(self.proj(h))                   # b, t, emb

    def classify(self, frames):
        w = torch.softmax(torch.tanh(self.att(frames)), dim=1)
        return (w * self.cla(frames)).sum(1)              # clip logits

    def forward(self, x):
        return self.classify(self.embed(x))
