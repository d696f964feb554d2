import operator

import torch

_release = operator.methodcaller("detach")


def draw(generator, cond, *, frozen=False):
    """Sample synthetic reed recordings for the given settings.

    With ``frozen=True`` the outputs are cut from the generator, for consumers that only
    need the samples (the critic's update, the evaluation).
    """
    z = torch.randn(len(cond), generator.z_dim)
    outputs = generator(z, cond)
    if frozen:
        return tuple(map(_release, outputs))
    return outputs
