"""Small CNN whose linear layers are kept inside a max-norm ball."""
from torch import nn


class DopplerNet(nn.Module):
    def __init__(self, n_classes=4, width=16, hidden=64, p_drop=0.3):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(2 * width, 2 * width, 3, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(2), nn.Flatten())
        self.fc1 = nn.Linear(8 * width, hidden)
        self.drop = nn.Dropout(p_drop)
        self.fc2 = nn.Linear(hidden, n_classes)

    @property
    def constrained_layers(self):
        return [self.fc1, self.fc2]

    def forward(self, x):
        return self.fc2(self.drop(self.fc1(self.conv(x)).relu()))
