import torch.nn as nn


def new_head(width, n_classes, p_drop=0.1):
    return nn.Sequential(nn.Dropout(p_drop), nn.Linear(width, n_classes))


class ToothNet(nn.Module):
    """Two-layer feature extractor plus a small classification head."""

    def __init__(self, n_in, n_classes, width=48, p_drop=0.2):
        super().__init__()
        self.width = width
        self.n_classes = n_classes
        self.backbone = nn.Sequential(
            nn.Linear(n_in, width), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(width, width), nn.ReLU(),
        )
        self.head = new_head(width, n_classes)

    def forward(self, x):
        return self.head(self.backbone(x))
