import torch.nn as nn

from registry import BACKBONES


@BACKBONES.register("small_cnn")
class SmallCNN(nn.Module):
    def __init__(self, in_channels=3, width=16, out_dim=32):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(in_channels, width, 3, padding=1), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(width, width * 2, 3, padding=1), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(),
            nn.Linear(width * 2, out_dim), nn.ReLU(),
        )
        self.out_dim = out_dim

    def forward(self, x):
        return self.features(x)
