"""Critic and spinner updates as closures, driven by a generator of (real, z) pairs."""
from itertools import islice

import torch
import torch.nn.functional as F

from .players import critique, spin, toggle
from .sampling import draw


def make_updates(theta, phi, opts):
    def critic_update(real, z):
        fake = draw(theta, z)
        r, f = critique(phi, real), critique(phi, fake)
        value = F.softplus(-r).mean() + F.softplus(f).mean()
        value.backward()
        opts["critic"].step()
        return value.item()

    def spinner_update(z):
        toggle(phi, False)
        fooled = critique(phi, spin(theta, z))
        value = F.softplus(-fooled).mean()
        value.backward()
        opts["spinner"].step()
        toggle(phi, True)
        return value.item()

    return critic_update, spinner_update


def train(updates, reals, zs, steps, n_critic=2):
    critic_update, spinner_update = updates
    for i in range(steps):
        d_vals = [critic_update(r, z) for r, z in islice(zip(reals, zs), n_critic)]
        g_val = spinner_update(next(zs))
        yield i, sum(d_vals) / len(d_vals), g_val
