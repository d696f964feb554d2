"""Synthetic paddy water balance. Source paddies sit on clay (low percolation), target paddies
on a sandier terrace (higher percolation, deeper weirs) -> covariate and mechanism shift."""
import torch


def simulate(n, percolation, weir_mean, gen):
    rain = torch.distributions.Exponential(0.25).sample((n,)) * (torch.rand(n, generator=gen) < 0.35)
    et = 4 + 2 * torch.rand(n, generator=gen)
    gate = torch.rand(n, generator=gen)
    weir = weir_mean + 2 * torch.randn(n, generator=gen)
    dat = torch.randint(0, 110, (n,), generator=gen).float()
    perc = percolation * (1 + 0.2 * torch.randn(n, generator=gen))
    depth = 0.35 * rain + 9 * gate - 0.4 * et - perc + 0.3 * weir + 0.02 * dat
    depth = torch.clamp(depth + 0.8 * torch.randn(n, generator=gen), min=0)
    x = torch.stack([rain / 20, et / 6, gate, weir / 10, dat / 110, perc / 6], 1)
    return x, depth.unsqueeze(1) / 10


def domains(args):
    gen = torch.Generator().manual_seed(args.seed)
    torch.manual_seed(args.seed)
    xs, ys = simulate(args.src_days, 2.0, 6.0, gen)
    xt, yt = simulate(args.tgt_days, 4.5, 9.0, gen)
    cut = int(0.7 * len(xt))
    return {"src": (xs, ys), "tgt_train": (xt[:cut], None), "tgt_test": (xt[cut:], yt[cut:])}
