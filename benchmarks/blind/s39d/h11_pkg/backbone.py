import torch.nn as nn


class LeafNet(nn.Module):
    def __init__(self, n_classes=4, ch=24, p_drop=0.3):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, ch, 3, padding=1), nn.BatchNorm2d(ch), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(ch, ch, 3, padding=1), nn.BatchNorm2d(ch), nn.ReLU(), nn.AdaptiveAvgPool2d(1), nn.Flatten(),
        )
        self.head = nn.Sequential(nn.Dropout(p_drop), nn.Linear(ch, n_classes))

    def forward(self, x):
        return self.head(self.features(x))
