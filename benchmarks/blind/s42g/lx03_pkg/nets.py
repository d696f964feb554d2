import torch.nn as nn

from .strokes import N_POINTS


def stroke_generator(z_dim=8, width=64):
    return nn.Sequential(
        nn.Linear(z_dim, width), nn.LeakyReLU(0.2),
        nn.Linear(width, width), nn.LeakyReLU(0.2),
        nn.Linear(width, 2 * N_POINTS),
    )


def stroke_critic(width=64):
    return nn.Sequential(
        nn.Linear(2 * N_POINTS, width), nn.LeakyReLU(0.2),
        nn.Linear(width, width), nn.LeakyReLU(0.2),
        nn.Linear(width, 1),
    )
