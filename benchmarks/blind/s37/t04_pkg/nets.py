from torch import nn


def mlp(sizes, act=nn.ReLU, out_act=None):
    layers = []
    for i in range(len(sizes) - 1):
        layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        if i < len(sizes) - 2:
            layers.append(act())
    if out_act is not None:
        layers.append(out_act())
    return nn.Sequential(*layers)


def make_pair(latent=8, hidden=128):
    gen = mlp([latent, hidden, hidden, 2])
    critic = mlp([2, hidden, hidden, 1], act=lambda: nn.LeakyReLU(0.2))
    return gen, critic
