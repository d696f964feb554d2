import torch.nn as nn


def generator(noise_dim=2, hidden=32):
    return nn.Sequential(nn.Linear(noise_dim, hidden), nn.ELU(), nn.Linear(hidden, hidden), nn.ELU(), nn.Linear(hidden, 1))


def critic(hidden=32):
    return nn.Sequential(nn.Linear(1, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))
