from torch import nn


def fault_classifier(n_features, n_faults, width=64):
    return nn.Sequential(
        nn.Linear(n_features, width), nn.ReLU(),
        nn.Linear(width, width), nn.ReLU(),
        nn.Linear(width, n_faults),
    )
