"""Part 1: the network written out by hand, so we see every matrix."""
import torch


def init_by_hand(sizes, gen):
    layers = []
    for a, b in zip(sizes[:-1], sizes[1:]):
        W = (torch.randn(a, b, generator=gen) * (2 / a) ** 0.5).requires_grad_()
        c = torch.zeros(b, requires_grad=True)
        layers.append((W, c))
    return layers


def forward_by_hand(layers, x):
    for i, (W, c) in enumerate(layers):
        x = x @ W + c
        if i < len(layers) - 1:
            x = torch.relu(x)
    return x
