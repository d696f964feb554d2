"""Sampling helpers: a no-grad draw for the critic's update and for monitoring."""
import torch

from .players import spin


@torch.no_grad()
def draw(theta, z):
    return spin(theta, z)


def noise(batch, dim, gen):
    while True:
        yield torch.randn(batch, dim, generator=gen)
