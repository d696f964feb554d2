import torch.nn as nn


def build_model(in_dim, n_classes, widths=(64, 32)):
    layers, prev = [], in_dim
    for w in widths:
        layers += [nn.Linear(prev, w), nn.ReLU()]
        prev = w
    layers.append(nn.Linear(prev, n_classes))
    return nn.Sequential(*layers)
