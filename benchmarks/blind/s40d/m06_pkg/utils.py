import math
import os

import torch


def set_requires_grad(module, flag):
    for p in module.parameters():
        p.requires_grad = flag


def count_trainable(net):
    return sum(p.numel() for p in net.parameters() if p.requires_grad)


def save_checkpoint(net, epoch, ckpt_dir, name):
    path = os.path.join(ckpt_dir, name)
    torch.save({"model": net.state_dict(), "epoch": epoch}, path)
    return path


def adjust_learning_rate(optimizer, epoch, args):
    """Step decay, applied on top of each group's base lr."""
    factor = 0.3 ** (epoch // args.lr_step)
    for group in optimizer.param_groups:
        group["lr"] = group["base_lr"] * factor


def ring_series(n, n_years=64, seed=0):
    """Ring-width series of conifer cores with an age trend and a climate regime.

    regime 0: stable, 1: recurring drought pulses, 2: warming release.
    """
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_years).float()
    cambial_age = 5 + 60 * torch.rand(n, 1, generator=g)
    trend = 1.5 * torch.exp(-(cambial_age + t) / 60) + 0.3
    regime = torch.randint(0, 3, (n,), generator=g)
    period = 6 + 6 * torch.rand(n, 1, generator=g)
    drought = -0.25 * (torch.cos(2 * math.pi * t / period) > 0.7).float()
    release = 0.5 * torch.sigmoid((t - 40 - 8 * torch.rand(n, 1, generator=g)) / 3)
    climate = torch.where(regime.view(-1, 1) == 1, drought, torch.zeros_like(drought))
    climate = torch.where(regime.view(-1, 1) == 2, release, climate)
    width = trend * (1 + climate) * torch.exp(0.12 * torch.randn(n, n_years, generator=g))
    x = (width - width.mean(1, keepdim=True)) / width.std(1, keepdim=True)
    return x.unsqueeze(1), regime, (cambial_age.squeeze(1) - 35) / 20
