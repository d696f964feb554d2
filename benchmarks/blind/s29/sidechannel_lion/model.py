from torch import nn


def profiling_cnn(width=16, classes=9):
    return nn.Sequential(
        nn.Conv1d(1, width, 11, padding=5), nn.BatchNorm1d(width), nn.ReLU(), nn.AvgPool1d(2),
        nn.Conv1d(width, 2 * width, 11, padding=5), nn.BatchNorm1d(2 * width), nn.ReLU(), nn.AvgPool1d(2),
        nn.Flatten(), nn.Linear(2 * width * 25, 64), nn.ReLU(), nn.Linear(64, classes),
    )
