import torch.nn as nn


class SpinNet(nn.Module):
    def __init__(self, width, n_classes=10):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv1d(2, width, 5, padding=2), nn.ReLU())
        self.block = nn.Sequential(nn.Conv1d(width, width, 5, padding=2), nn.ReLU())
        self.pool = nn.AdaptiveAvgPool1d(4)
        self.feat_dim = 4 * width
        self.head = nn.Linear(self.feat_dim, n_classes)

    def forward(self, x, with_maps=False):
        m1 = self.stem(x)
        m2 = self.block(m1)
        logits = self.head(self.pool(m2).flatten(1))
        return (logits, [m1, m2]) if with_maps else logits
