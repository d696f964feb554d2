import torch
from torch import nn

from layers import Conv1dBlock


def make_classifier(channels, n_classes, width=16):
    return nn.Sequential(
        Conv1dBlock(channels, width),
        Conv1dBlock(width, width),
        nn.AdaptiveAvgPool1d(1),
        nn.Flatten(),
        nn.Linear(width, n_classes),
    )


def accuracy(logits, labels):
    return (logits.argmax(dim=1) == labels).float().mean().item()


def batches(x, y, size, shuffle=True):
    order = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
    for i in range(0, len(y), size):
        idx = order[i:i + size]
        yield x[idx], y[idx]
