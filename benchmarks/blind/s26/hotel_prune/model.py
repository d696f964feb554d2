from torch import nn


def cancellation_net(features, widths=(128, 64)):
    layers, last = [], features
    for width in widths:
        layers += [nn.Linear(last, width), nn.ReLU()]
        last = width
    layers.append(nn.Linear(last, 1))
    return nn.Sequential(*layers)
