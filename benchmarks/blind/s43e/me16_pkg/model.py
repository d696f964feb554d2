import torch.nn as nn


class TaggerCNN(nn.Module):
    def __init__(self, n_tags):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.AvgPool2d(2),
            nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32), nn.ReLU(), nn.AvgPool2d(2),
            nn.Conv2d(32, 48, 3, padding=1), nn.BatchNorm2d(48), nn.ReLU(),
        )
        self.head = nn.Sequential(nn.Dropout(0.2), nn.Linear(48 * 8, n_tags))

    def forward(self, x):
        h = self.features(x)
        h = h.max(3).values.flatten(1)            # max over time, keep the mel bands
        return self.head(h)
