"""Synthetic 3-D log scans: diameter profile along the stem plus defect counts, and the share
of lumber value recovered per grade after bucking and sawing."""
import torch

STATIONS = 32
GRADES = ("select", "no1", "no2", "pallet")
EXTRAS = ("sweep_mm", "knot_whorls", "rot_flag", "length_m")


def log_scans(n, generator=None):
    g = generator
    length = 3.0 + 3.0 * torch.rand(n, 1, generator=g)
    butt = 0.25 + 0.25 * torch.rand(n, 1, generator=g)
    taper = 0.006 + 0.006 * torch.rand(n, 1, generator=g)
    pos = torch.linspace(0, 1, STATIONS)[None] * length
    profile = butt - taper * pos * 10 + 0.005 * torch.randn(n, STATIONS, generator=g)
    sweep = 40 * torch.rand(n, 1, generator=g)
    whorls = torch.poisson(2.0 + 3.0 * torch.rand(n, 1, generator=g), generator=g)
    rot = (torch.rand(n, 1, generator=g) < 0.1).float()
    extras = torch.cat([sweep / 40, whorls / 5, rot, (length - 4.5) / 1.5], dim=1)
    quality = torch.cat([2.0 * butt - 0.02 * sweep - 0.3 * whorls - 1.5 * rot,
                         0.5 - 0.01 * sweep,
                         0.1 * whorls,
                         0.4 * rot + 0.015 * sweep], dim=1)
    share = torch.softmax(quality * 2.0 + 0.1 * torch.randn(n, len(GRADES), generator=g), dim=1)
    return (profile - 0.35) / 0.1, extras, share


def micro_batches(profile, extras, share, size):
    for idx in torch.randperm(profile.shape[0]).split(size):
        yield profile[idx], extras[idx], share[idx]
