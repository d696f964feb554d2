import torch.nn as nn


def make_classifier(in_dim, n_classes, width=48, p_drop=0.1):
    return nn.Sequential(
        nn.Linear(in_dim, width), nn.BatchNorm1d(width), nn.ReLU(), nn.Dropout(p_drop),
        nn.Linear(width, width), nn.ReLU(),
        nn.Linear(width, n_classes),
    )
