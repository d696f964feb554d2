import torch

# the first two columns are the ones the model must treat as monotone (more -> more feathering)
MONOTONE = ("humidity", "nib_width_mm")
FREE = ("surfactant_pct", "viscosity_cp", "dye_load", "ph", "paper_gsm", "sizing", "cotton_pct", "coated")


def swatch_table(n, generator):
    r = lambda: torch.rand(n, generator=generator)
    humidity, nib = r(), 0.3 + 1.2 * r()
    surfactant, visc, dye, ph = 2 * r(), 1 + 4 * r(), r(), 3 + 6 * r()
    gsm, sizing, cotton, coated = 60 + 60 * r(), r(), r(), (r() < 0.3).float()
    x = torch.stack([humidity, nib, surfactant, visc, dye, ph, gsm, sizing, cotton, coated], 1)
    score = (2.0 * humidity + 1.5 * nib + 1.2 * surfactant - 0.5 * visc + 0.6 * dye
             - 0.03 * (gsm - 90) - 2.0 * sizing + 0.8 * cotton - 2.5 * coated - 1.4)
    y = (score + 0.4 * torch.randn(n, generator=generator) > 1.2).float()
    x = (x - x.mean(0)) / x.std(0)
    return x, y


def split(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    x, y = swatch_table(cfg.n_swatches, g)
    t = cfg.n_test
    return (x[t:], y[t:]), (x[:t], y[:t])


def batches(x, y, size, generator):
    order = torch.randperm(len(x), generator=generator)
    for i in range(0, len(x), size):
        idx = order[i:i + size]
        yield x[idx], y[idx]
