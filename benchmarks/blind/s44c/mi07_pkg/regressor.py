import torch.nn as nn


class SaltRegressor(nn.Module):
    def __init__(self, n_in, hidden, dropout):
        super(SaltRegressor, self).__init__()
        layers = []
        prev = n_in
        for h in hidden:
            layers += [nn.Linear(prev, h), nn.ReLU(), nn.Dropout(dropout)]
            prev = h
        layers.append(nn.Linear(prev, 1))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)
