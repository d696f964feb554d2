from torch import nn


def cover_classifier(bands, classes, width=64):
    return nn.Sequential(
        nn.Linear(bands, width), nn.ReLU(),
        nn.Dropout(0.1),
        nn.Linear(width, width), nn.ReLU(),
        nn.Linear(width, classes),
    )
