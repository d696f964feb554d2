import torch.nn as nn


def mlp(n_in, hidden, n_out, bn=True):
    layers = [nn.Linear(n_in, hidden)]
    if bn:
        layers.append(nn.BatchNorm1d(hidden))
    layers += [nn.ReLU(), nn.Linear(hidden, n_out)]
    return nn.Sequential(*layers)


class SpectrumEncoder(nn.Module):
    def __init__(self, n_bins=64, dim=48):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, 16, 7, padding=3), nn.ReLU(),
                                  nn.Conv1d(16, 16, 7, stride=2, padding=3), nn.ReLU())
        self.fc = nn.Linear(16 * (n_bins // 2), dim)
        self.dim = dim

    def forward(self, x):
        return self.fc(self.conv(x.unsqueeze(1)).flatten(1))


class OnlineNetwork(nn.Module):
    def __init__(self, n_bins=64, dim=48, proj=32):
        super().__init__()
        self.encoder = SpectrumEncoder(n_bins, dim)
        self.projector = mlp(dim, 96, proj)
        self.predictor = mlp(proj, 96, proj)

    def forward(self, x):
        return self.predictor(self.projector(self.encoder(x)))
