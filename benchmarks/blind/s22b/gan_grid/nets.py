from torch import nn


def generator(z_dim=4, hidden=64):
    return nn.Sequential(nn.Linear(z_dim, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden),
                         nn.LeakyReLU(0.2), nn.Linear(hidden, 2))


def discriminator(hidden=64):
    return nn.Sequential(nn.Linear(2, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden),
                         nn.LeakyReLU(0.2), nn.Linear(hidden, 1))
