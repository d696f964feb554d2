import torch.nn as nn


def glyph_net(n_classes=4, width=16):
    return nn.Sequential(
        nn.Conv2d(1, width, 3, padding=1), nn.ReLU(),
        nn.Conv2d(width, width, 3, padding=1), nn.ReLU(),
        nn.AdaptiveMaxPool2d(2), nn.Flatten(),
        nn.Linear(4 * width, 32), nn.ReLU(), nn.Linear(32, n_classes),
    )
