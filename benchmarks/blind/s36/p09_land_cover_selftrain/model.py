from torch import nn


def make_classifier(n_in, n_classes, hidden=64, dropout=0.2):
    return nn.Sequential(
        nn.Linear(n_in, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(dropout),
        nn.Linear(hidden, hidden), nn.BatchNorm1d(hidden), nn.ReLU(), nn.Dropout(dropout),
        nn.Linear(hidden, n_classes),
    )
