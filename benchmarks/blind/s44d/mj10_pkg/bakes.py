import torch
from torch.utils.data import DataLoader, TensorDataset

DEFECTS = ("charred_spots", "raw_centre", "leoparding", "soggy_base")


def bake_log(n, generator):
    r = lambda: torch.rand(n, generator=generator)
    deck_c = 380 + 120 * r()
    dome_c = 420 + 140 * r()
    bake_s = 60 + 90 * r()
    hydration = 0.58 + 0.14 * r()
    proof_h = 4 + 44 * r()
    sauce_g = 40 + 60 * r()
    turns = torch.randint(0, 5, (n,), generator=generator).float()
    x = torch.stack([deck_c, dome_c, bake_s, hydration, proof_h, sauce_g, turns], 1)
    logits = torch.stack([
        0.03 * (dome_c - 520) + 0.03 * (bake_s - 100) - 0.6 * turns,
        -0.04 * (deck_c - 400) - 0.05 * (bake_s - 80) + 0.02 * (sauce_g - 70),
        0.02 * (dome_c - 470) + 6 * (hydration - 0.64) + 0.04 * (proof_h - 24),
        -0.03 * (deck_c - 420) + 0.04 * (sauce_g - 70) + 8 * (hydration - 0.65),
    ], 1)
    y = (torch.rand(logits.shape, generator=generator) < torch.sigmoid(logits)).float()
    return (x - x.mean(0)) / x.std(0), y


def make_loaders(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    x, y = bake_log(cfg.n_pies, g)
    v = cfg.n_valid
    return (DataLoader(TensorDataset(x[v:], y[v:]), batch_size=cfg.batch_size, shuffle=True, generator=g),
            DataLoader(TensorDataset(x[:v], y[:v]), batch_size=240))
