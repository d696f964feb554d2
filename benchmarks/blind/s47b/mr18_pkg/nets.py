from torch import nn


def conv_classifier(width, classes, bands):
    return nn.Sequential(
        nn.Conv1d(bands, width, 3, padding=1), nn.ReLU(),
        nn.Conv1d(width, width, 3, padding=1), nn.ReLU(),
        nn.AdaptiveMaxPool1d(1), nn.Flatten(), nn.Linear(width, classes),
    )


REGISTRY = {"big": 64, "tiny": 8}


def build(name, classes, bands):
    return conv_classifier(REGISTRY[name], classes, bands)
