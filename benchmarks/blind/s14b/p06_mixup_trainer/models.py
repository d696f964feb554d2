import torch.nn as nn


def build_model(in_dim=16, n_classes=3, width=32):
    return nn.Sequential(
        nn.Linear(in_dim, width), nn.BatchNorm1d(width), nn.ReLU(),
        nn.Linear(width, width), nn.BatchNorm1d(width), nn.ReLU(),
        nn.Linear(width, n_classes),
    )
