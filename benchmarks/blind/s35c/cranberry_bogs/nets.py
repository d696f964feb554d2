from torch import nn


def spectral_classifier(n_bands, n_classes, width=64):
    return nn.Sequential(
        nn.Linear(n_bands, width), nn.ReLU(), nn.Dropout(0.2),
        nn.Linear(width, width), nn.ReLU(),
        nn.Linear(width, n_classes),
    )
