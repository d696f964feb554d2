import torch.nn as nn


def hinge_mlp(hidden, depth, n_in=56, n_classes=3, p_drop=0.0):
    layers, width = [], n_in
    for _ in range(depth):
        layers += [nn.Linear(width, hidden), nn.ReLU(), nn.Dropout(p_drop)]
        width = hidden
    layers.append(nn.Linear(width, n_classes))
    return nn.Sequential(*layers)
