from torch import nn


class BarNet(nn.Module):
    def __init__(self, n_classes=3, width=16):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.ReLU(),
            nn.Conv2d(width, width, 3, padding=1), nn.ReLU(),
        )
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(width, n_classes)

    def forward(self, x):
        fmap = self.body(x)
        logits = self.fc(self.pool(fmap).flatten(1))
        return logits, fmap
