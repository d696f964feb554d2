import torch


def relaxation(t, batch):
    """Two-mode Maxwell relaxation modulus G(t) of one batch of pounded glutinous rice."""
    return (batch["g0"] + batch["g1"] * torch.exp(-t / batch["tau1"])
            + batch["g2"] * torch.exp(-t / batch["tau2"]))


def rice_batches(cfg, seed):
    gen = torch.Generator().manual_seed(seed)

    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(1, generator=gen)

    while True:
        batch = {"g0": u(0.2, 0.6), "g1": u(0.5, 1.5), "tau1": u(0.3, 1.0),
                 "g2": u(0.2, 0.8), "tau2": u(2.0, 6.0)}
        t = 10.0 * torch.rand(cfg.shots + cfg.queries, 1, generator=gen)
        g = relaxation(t, batch) + 0.01 * torch.randn(t.shape, generator=gen)
        x = torch.log1p(t) - 1.2
        yield (x[:cfg.shots], g[:cfg.shots]), (x[cfg.shots:], g[cfg.shots:])
