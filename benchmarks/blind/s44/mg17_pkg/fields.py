"""Synthetic plant surveys. Inputs: age (y), altitude (m), rainfall (mm), soil N (ppm), leaf count,
piña girth (cm), highlands flag. Targets: Brix, inulin (% fresh weight), piña weight (kg)."""
import torch


def agave_survey(n, seed, highland_share=0.5):
    g = torch.Generator().manual_seed(seed)
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    age, alt, rain, soil_n = u(4.5, 8.5), u(800, 2100), u(600, 1100), u(10, 60)
    leaves = 40 + 12 * age + 6 * torch.randn(n, generator=g)
    girth = 60 + 18 * age + 0.02 * (rain - 800) + 8 * torch.randn(n, generator=g)
    high = (torch.rand(n, generator=g) < highland_share).float()
    brix = 18 + 2.2 * (age - 4.5) + 0.004 * (alt - 800) - 0.004 * (rain - 850) + 1.5 * high
    inulin = 12 + 1.8 * (age - 4.5) + 0.003 * (alt - 800) - 0.05 * (soil_n - 30)
    weight = 0.0009 * girth ** 2 * (1 + 0.002 * (soil_n - 30)) - 3 * high
    y = torch.stack([brix, inulin, weight], 1) + torch.randn(n, 3, generator=g) * torch.tensor([0.6, 0.5, 2.0])
    x = torch.stack([(age - 6.5) / 1.2, (alt - 1450) / 375, (rain - 850) / 145, (soil_n - 35) / 14,
                     (leaves - 118) / 16, (girth - 180) / 25, high], 1)
    return x, y


def iterate(x, y, batch_size, shuffle=True):
    idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for b in idx.split(batch_size):
        yield x[b], y[b]
