import torch.nn as nn


def conv_net(widths, n_classes=6):
    layers, c_in = [], 1
    for w in widths:
        layers += [nn.Conv2d(c_in, w, 3, padding=1), nn.BatchNorm2d(w), nn.ReLU(),
                   nn.MaxPool2d(2)]
        c_in = w
    layers += [nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(c_in, n_classes)]
    return nn.Sequential(*layers)


def teacher_net():
    return conv_net((32, 64, 64))


def student_net():
    return conv_net((8, 16))
