import torch

TARGETS = ("crispness", "oil_uptake", "colour_L")


def fry_log(n, gen):
    """Synthetic fry-station log; features: flour protein, starch %, water temp, sparkling?, egg, oil temp, fry s."""
    protein = 7 + 5 * torch.rand(n, generator=gen)
    starch = 30 * torch.rand(n, generator=gen)
    water_c = 2 + 18 * torch.rand(n, generator=gen)
    sparkling = (torch.rand(n, generator=gen) < 0.5).float()
    egg = (torch.rand(n, generator=gen) < 0.6).float()
    oil_c = 160 + 30 * torch.rand(n, generator=gen)
    secs = 60 + 120 * torch.rand(n, generator=gen)
    crisp = 6 - 0.25 * (protein - 9) + 0.05 * starch - 0.08 * (water_c - 5) + 0.8 * sparkling \
        + 0.03 * (oil_c - 175) + 0.004 * (secs - 120)
    oil = 18 - 0.15 * starch + 0.2 * (water_c - 5) - 0.12 * (oil_c - 175) + 2 * egg
    colour = 80 - 0.3 * (oil_c - 160) - 0.08 * (secs - 60) - 6 * egg
    x = torch.stack([(protein - 9.5) / 1.4, (starch - 15) / 8.7, (water_c - 11) / 5.2, sparkling * 2 - 1,
                     egg * 2 - 1, (oil_c - 175) / 8.7, (secs - 120) / 35], 1)
    y = {"crispness": (crisp - 6) / 1.2, "oil_uptake": (oil - 18) / 3.0, "colour_L": (colour - 68) / 6.0}
    return x, {k: (v + 0.05 * torch.randn(n, generator=gen)).unsqueeze(1) for k, v in y.items()}


def batches(batch_size, seed=0):
    gen = torch.Generator().manual_seed(seed)
    while True:
        yield fry_log(batch_size, gen)
