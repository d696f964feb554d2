from torch import nn

from schema import NUMERIC, PLANS


class ChurnMLP(nn.Module):
    def __init__(self, n_inputs, hidden, dropout):
        super().__init__()
        layers, width = [], n_inputs
        for size in hidden:
            layers += [nn.Linear(width, size), nn.ReLU(), nn.Dropout(dropout)]
            width = size
        layers.append(nn.Linear(width, 1))
        self.net = nn.Sequential(*layers)

    @staticmethod
    def from_settings(settings):
        return ChurnMLP(len(NUMERIC) + len(PLANS), settings["hidden"], settings["dropout"])

    def forward(self, x):
        return self.net(x).squeeze(-1)
