import torch
from torch import nn


class VigourNet(nn.Module):
    def __init__(self, n_in, width, n_classes):
        super().__init__()
        self.blocks = nn.ModuleList([
            nn.Sequential(nn.Linear(n_in, width), nn.ReLU()),
            nn.Sequential(nn.Linear(width, width), nn.ReLU()),
            nn.Sequential(nn.Linear(width, width // 2), nn.ReLU()),
        ])
        self.head = nn.Linear(width // 2, n_classes)

    @property
    def tap_widths(self):
        return [block[0].out_features for block in self.blocks]

    def taps(self, x):
        outs = []
        for block in self.blocks:
            x = block(x)
            outs.append(x)
        return outs

    def forward(self, x):
        return self.head(self.taps(x)[-1])


class LossPredictor(nn.Module):
    """Loss prediction module (Yoo and Kweon, 2019) reading the classifier's taps."""

    def __init__(self, widths, hidden=16):
        super().__init__()
        self.squeeze = nn.ModuleList([nn.Linear(w, hidden) for w in widths])
        self.out = nn.Linear(hidden * len(widths), 1)

    def forward(self, taps):
        parts = [torch.relu(fc(t)) for fc, t in zip(self.squeeze, taps)]
        return self.out(torch.cat(parts, dim=1)).squeeze(1)
