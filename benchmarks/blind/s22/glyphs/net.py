from torch import nn


def small_cnn(n_classes, width=8):
    return nn.Sequential(
        nn.Conv2d(1, width, 3, padding=1),
        nn.BatchNorm2d(width),
        nn.ReLU(),
        nn.MaxPool2d(2),
        nn.Conv2d(width, 2 * width, 3, padding=1),
        nn.ReLU(),
        nn.AdaptiveAvgPool2d(1),
        nn.Flatten(),
        nn.Linear(2 * width, n_classes),
    )
