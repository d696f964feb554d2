import torch
import torch.nn as nn
import torch.nn.functional as F


class ProxyNCA(nn.Module):
    """Proxy-NCA: one learnable proxy per class on the unit sphere."""

    def __init__(self, num_classes, embed_dim, scale=8.0):
        super().__init__()
        self.proxies = nn.Parameter(torch.randn(num_classes, embed_dim) / embed_dim ** 0.5)
        self.scale = scale

    def forward(self, emb, labels):
        emb = F.normalize(emb, dim=1)
        proxies = F.normalize(self.proxies, dim=1)
        dist = torch.cdist(emb, proxies).pow(2)
        return F.cross_entropy(-self.scale * dist, labels)


class Embedder(nn.Module):
    def __init__(self, in_dim, embed_dim, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, embed_dim))

    def forward(self, x):
        return self.net(x)
