from torch import nn


def fermentation_net(n_in, n_out, width=64):
    return nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, width), nn.GELU(),
                         nn.Linear(width, n_out))
