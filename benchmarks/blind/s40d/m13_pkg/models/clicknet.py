import torch.nn as nn


class ClickNet(nn.Module):
    """1-D CNN that flags clicks/pops in short windows of a vinyl transfer."""

    def __init__(self, channels=(16, 32, 32), kernel=9, n_out=1):
        super().__init__()
        layers, cin = [], 1
        for c in channels:
            layers += [nn.Conv1d(cin, c, kernel, padding=kernel // 2), nn.BatchNorm1d(c), nn.ReLU(),
                       nn.MaxPool1d(2)]
            cin = c
        self.features = nn.Sequential(*layers)
        self.head = nn.Sequential(nn.AdaptiveMaxPool1d(1), nn.Flatten(), nn.Linear(cin, 32),
                                  nn.ReLU(), nn.Linear(32, n_out))

    def forward(self, x):
        return self.head(self.features(x)).squeeze(1)


def clicknet_s():
    return ClickNet(channels=(16, 32, 32))


def clicknet_m():
    return ClickNet(channels=(32, 64, 64))
