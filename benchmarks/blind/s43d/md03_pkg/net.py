import torch.nn as nn


class EventNet(nn.Module):
    def __init__(self, n_in, n_classes, hidden=(64, 64)):
        super().__init__()
        layers, d = [], n_in
        for h in hidden:
            layers += [nn.Linear(d, h), nn.Tanh()]
            d = h
        layers.append(nn.Linear(d, n_classes))
        self.mlp = nn.Sequential(*layers)

    def forward(self, feats):
        return self.mlp(feats)
