from torch import nn


def glaze_classifier(n_in, width=64):
    return nn.Sequential(nn.Linear(n_in, width), nn.Hardswish(), nn.Dropout(0.1),
                         nn.Linear(width, width), nn.Hardswish(), nn.Linear(width, 1))
