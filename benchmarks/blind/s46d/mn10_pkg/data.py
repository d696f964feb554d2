import torch

REGIMES = ("fine-dry", "coarse-dry", "humid-clumpy", "clogging")


def hourglass_loadcell(n, length, gen):
    """Weight of the lower bulb of an egg-timer sitting on a kitchen scale.

    Beverloo: discharge W ~ C rho sqrt(g) (D - k d)^2.5, steady while the neck runs free;
    humid sand surges, a neck close to 5 grain diameters jams intermittently.
    """
    regime = torch.randint(0, len(REGIMES), (n,), generator=gen)
    grain = torch.tensor([0.15, 0.45, 0.2, 0.6])[regime][:, None]
    neck = 3.2 + 0.2 * torch.randn(n, 1, generator=gen)
    rate = (neck - 1.4 * grain * 4).clamp(min=0.3) ** 2.5 / 12.0
    surge = (regime == 2).float()[:, None] * 0.35 * torch.sin(torch.linspace(0, 20, length))[None] ** 2
    jam = (regime == 3).float()[:, None] * (torch.rand(n, length, generator=gen) < 0.15).float()
    flow = rate * (1 + surge) * (1 - jam) + 0.02 * torch.randn(n, length, generator=gen)
    return torch.cumsum(flow, 1) / length, regime


def shuffled(x, y, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], bs):
        yield x[perm[i:i + bs]], y[perm[i:i + bs]]
