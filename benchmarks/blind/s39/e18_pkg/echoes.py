"""Synthetic frequency responses (TS vs frequency) of single-fish echoes."""
import torch

SPECIES = ("herring", "sprat", "cod", "mackerel")   # swim-bladder types differ


def frequency_response(kind, n_freq, g):
    f = torch.linspace(0, 1, n_freq)
    if kind == "herring":        # resonant swim bladder: peak at low frequency
        ts = -38 + 6 * torch.exp(-((f - 0.15) / 0.08) ** 2) - 4 * f
    elif kind == "sprat":        # smaller bladder: resonance shifted up
        ts = -45 + 5 * torch.exp(-((f - 0.35) / 0.1) ** 2) - 2 * f
    elif kind == "cod":          # large, flat-ish response
        ts = -32 - 1.5 * f + 0.8 * torch.sin(12 * f)
    else:                        # mackerel: no swim bladder, rising with frequency
        ts = -50 + 9 * f
    ts = ts + float(torch.randn(1, generator=g)) * 1.5          # size variation
    ts = ts + 0.8 * torch.randn(n_freq, generator=g)            # ping noise
    return (ts + 40) / 8


def make_split(n, n_freq=48, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(len(SPECIES), (n,), generator=g)
    x = torch.stack([frequency_response(SPECIES[k], n_freq, g) for k in y.tolist()])
    return x.unsqueeze(1), y


def loader(split, batch_size, shuffle=True):
    x, y = split
    order = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for j in order.split(batch_size):
        yield x[j], y[j]
