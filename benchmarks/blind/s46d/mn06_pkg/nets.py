import torch.nn as nn


def phase_mlp(in_dim, width, n_cls, depth=2):
    layers, d = [], in_dim
    for _ in range(depth):
        layers += [nn.Linear(d, width), nn.Softplus(beta=2.0)]
        d = width
    layers.append(nn.Linear(d, n_cls))
    return nn.Sequential(*layers)


def freeze(net):
    net.eval()
    for p in net.parameters():
        p.requires_grad_(False)
    return net
