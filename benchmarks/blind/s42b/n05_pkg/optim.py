import functools

import torch

adam_gan = functools.partial(torch.optim.Adam, lr=5e-4, betas=(0.5, 0.999))


def build_optimizers(nets):
    """One optimizer per network, keyed like the networks."""
    return {name: adam_gan(net.parameters()) for name, net in nets.items()}
