import torch.nn as nn


def mlp(sizes, act=nn.ReLU, out_act=None):
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        layers.append(nn.Linear(a, b))
        if i < len(sizes) - 2:
            layers.append(act())
    if out_act is not None:
        layers.append(out_act())
    return nn.Sequential(*layers)


def make_generator(latent_dim, data_dim, width):
    return mlp([latent_dim, width, width, data_dim])


def make_critic(data_dim, width):
    return mlp([data_dim, width, width, 1])
