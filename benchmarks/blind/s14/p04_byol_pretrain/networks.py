import torch.nn as nn


def encoder(width=64):
    return nn.Sequential(
        nn.Conv2d(3, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(inplace=True),
        nn.Conv2d(width, width * 2, 3, stride=2, padding=1), nn.BatchNorm2d(width * 2), nn.ReLU(inplace=True),
        nn.Conv2d(width * 2, width * 4, 3, stride=2, padding=1), nn.BatchNorm2d(width * 4), nn.ReLU(inplace=True),
        nn.AdaptiveAvgPool2d(1), nn.Flatten(),
    )


class MLPHead(nn.Module):
    def __init__(self, in_dim, hidden=512, out_dim=128):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.BatchNorm1d(hidden),
                                 nn.ReLU(inplace=True), nn.Linear(hidden, out_dim))

    def forward(self, x):
        return self.net(x)


class OnlineNetwork(nn.Module):
    def __init__(self, width=64, proj_dim=128):
        super().__init__()
        self.backbone = encoder(width)
        self.projector = MLPHead(width * 4, out_dim=proj_dim)

    def forward(self, x):
        return self.projector(self.backbone(x))
