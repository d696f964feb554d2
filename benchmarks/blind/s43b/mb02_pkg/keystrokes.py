"""Synthetic typewriter keystroke click spectra: key identity shifts the resonance pattern,
each typewriter (context) adds its own carriage resonance and level."""
import torch


def machine_clicks(machine, args, gen):
    bands = torch.arange(args.feat, dtype=torch.float32)
    carriage = 4.0 + 5.0 * machine
    xs, ys = [], []
    for key in range(args.keys):
        centre = 3.0 + 3.6 * key + 0.8 * machine
        n = args.n_per_key
        jitter = 0.5 * torch.randn(n, 1, generator=gen)
        click = torch.exp(-0.5 * ((bands - centre - jitter) / 1.6) ** 2)
        click = click + 0.7 * torch.exp(-0.5 * ((bands - carriage) / 2.5) ** 2)
        click = click * (0.8 + 0.4 * torch.rand(n, 1, generator=gen)) + 0.1 * torch.randn(n, args.feat, generator=gen)
        xs.append(click)
        ys.append(torch.full((n,), key, dtype=torch.long))
    x, y = torch.cat(xs), torch.cat(ys)
    perm = torch.randperm(len(y), generator=gen)
    return x[perm], y[perm]


def get_contexts(args):
    gen = torch.Generator().manual_seed(100 + args.seed)
    out = []
    for m in range(args.machines):
        x, y = machine_clicks(m, args, gen)
        cut = int(0.75 * len(y))
        out.append(((x[:cut], y[:cut]), (x[cut:], y[cut:])))
    return out


def sample(x, y, n, gen):
    idx = torch.randint(0, len(y), (n,), generator=gen)
    return x[idx], y[idx]
