import torch.nn as nn

LATENT = 16
PIXELS = 64


def make_generator(latent=LATENT, hidden=128):
    return nn.Sequential(
        nn.Linear(latent, hidden), nn.LeakyReLU(0.2),
        nn.Linear(hidden, hidden), nn.LeakyReLU(0.2),
        nn.Linear(hidden, PIXELS), nn.Tanh(),
    )


def make_discriminator(hidden=128):
    return nn.Sequential(
        nn.Linear(PIXELS, hidden), nn.LeakyReLU(0.2),
        nn.Linear(hidden, hidden // 2), nn.LeakyReLU(0.2),
        nn.Linear(hidden // 2, 1),
    )
