from torch import nn


def sensor_adapter(in_channels, width):
    return nn.Sequential(nn.Conv1d(in_channels, width, 5, padding=2), nn.ReLU())


def temporal_backbone(width):
    return nn.Sequential(
        nn.Conv1d(width, width, 5, stride=2, padding=2), nn.ReLU(),
        nn.Conv1d(width, width, 5, stride=2, padding=2), nn.ReLU(),
        nn.AdaptiveAvgPool1d(1), nn.Flatten(),
    )


def projector(width, dim):
    return nn.Sequential(nn.Linear(width, width), nn.ReLU(), nn.Linear(width, dim))
