from torch import nn


def encoder(d_in, width, d_feat):
    return nn.Sequential(
        nn.Linear(d_in, width), nn.SiLU(),
        nn.Linear(width, width), nn.SiLU(),
        nn.Linear(width, d_feat),
    )


def regressor(d_feat):
    return nn.Sequential(nn.Linear(d_feat, 32), nn.SiLU(), nn.Linear(32, 1))


def critic(d_feat, width):
    return nn.Sequential(
        nn.Linear(d_feat, width), nn.LeakyReLU(0.2),
        nn.Linear(width, width), nn.LeakyReLU(0.2),
        nn.Linear(width, 1),
    )
