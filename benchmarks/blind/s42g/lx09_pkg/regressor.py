import torch.nn as nn


def build_regressor(n_in=6, widths=(64, 32)):
    layers, d = [], n_in
    for w in widths:
        layers += [nn.Linear(d, w), nn.ReLU()]
        d = w
    layers.append(nn.Linear(d, 1))
    return nn.Sequential(*layers)
