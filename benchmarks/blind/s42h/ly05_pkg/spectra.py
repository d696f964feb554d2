"""Synthetic near-infrared spectra of black tea leaves, four grades (OP, BOP, FBOP, Dust)."""
import torch

GRADES = ["OP", "BOP", "FBOP", "Dust"]
N_BANDS = 40


def _bump(center, width):
    grid = torch.linspace(0, 1, N_BANDS)
    return torch.exp(-0.5 * ((grid - center) / width) ** 2)


def make_spectra(n_per_grade=150, seed=3):
    g = torch.Generator().manual_seed(seed)
    xs, ys = [], []
    for k in range(len(GRADES)):
        base = 0.6 * _bump(0.25 + 0.12 * k, 0.08) + 0.4 * _bump(0.8 - 0.1 * k, 0.1)
        shift = 0.05 * torch.randn(n_per_grade, 1, generator=g)
        spec = base + shift + 0.08 * torch.randn(n_per_grade, N_BANDS, generator=g)
        xs.append(spec)
        ys.append(torch.full((n_per_grade,), k))
    return torch.cat(xs), torch.cat(ys)


def batches(X, y, batch_size, generator=None):
    idx = torch.randperm(len(y), generator=generator)
    for i in range(0, len(y), batch_size):
        j = idx[i:i + batch_size]
        yield X[j], y[j]
