"""Conv backbone shared by the pretext and the threat tasks."""
import torch
import torch.nn.functional as F
from torch import nn

from .xray import batches


class XrayBackbone(nn.Module):
    out_dim = 64

    def __init__(self):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Conv2d(2, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(32, 64, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(64, 64, 3, padding=1), nn.ReLU(), nn.AdaptiveMaxPool2d(1), nn.Flatten())

    def forward(self, x):
        return self.layers(x)


def pretrain_backbone(split, n_classes, epochs=2, lr=2e-3):
    """Supervised pretraining on the (larger) generic cargo-content dataset."""
    backbone = XrayBackbone()
    head = nn.Linear(backbone.out_dim, n_classes)
    opt = torch.optim.Adam(list(backbone.parameters()) + list(head.parameters()), lr=lr)
    for _ in range(epochs):
        for x, y in batches(split, 64):
            opt.zero_grad()
            F.cross_entropy(head(backbone(x)), y).backward()
            opt.step()
    return backbone
