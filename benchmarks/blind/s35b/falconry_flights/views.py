from torch import nn


def view_classifier(n_inputs, n_classes, width=32, dropout=0.1):
    return nn.Sequential(
        nn.Linear(n_inputs, width), nn.ReLU(), nn.Dropout(dropout),
        nn.Linear(width, width), nn.ReLU(),
        nn.Linear(width, n_classes),
    )
