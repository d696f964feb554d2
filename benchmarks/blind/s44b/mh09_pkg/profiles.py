"""Slub-yarn thickness profiles: 64 readings of a capacitive evenness tester along the yarn."""
import torch

L = 64


def slub_profiles(n, gen):
    pos = torch.arange(L).float()
    base = 1.0 + 0.03 * torch.randn(n, 1, generator=gen)
    n_slubs = torch.randint(1, 4, (n,), generator=gen)
    centres = torch.rand(n, 3, generator=gen) * L
    widths = 2.0 + 3.0 * torch.rand(n, 3, generator=gen)
    heights = 0.4 + 0.6 * torch.rand(n, 3, generator=gen)
    active = (torch.arange(3)[None, :] < n_slubs[:, None]).float()
    bumps = heights[:, :, None] * torch.exp(-0.5 * ((pos - centres[:, :, None]) / widths[:, :, None]) ** 2)
    profile = base + (active[:, :, None] * bumps).sum(1)
    return profile + 0.02 * torch.randn(n, L, generator=gen)


def feeder(batch, gen):
    while True:
        yield slub_profiles(batch, gen)


def describe(profiles):
    smooth = torch.nn.functional.avg_pool1d(profiles[:, None], 5, 1, 2, count_include_pad=False)[:, 0]
    above = smooth > 1.2
    starts = (above[:, 1:] & ~above[:, :-1]).sum(1) + above[:, 0].long()
    return {"mean": profiles.mean().item(), "peak": profiles.amax(1).mean().item(),
            "slubs": starts.float().mean().item()}
