"""Synthetic press logs: apple and press settings -> juice yield (l per 100 kg) and Brix."""
import torch

INPUTS = ("bramley_share", "dabinett_share", "fruit_firmness", "mill_gap_mm", "pomace_depth_cm",
          "press_bar", "press_minutes", "pectinase_ml", "fruit_temp_c", "days_stored")


def pressings(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(INPUTS), generator=gen)
    yield_l = (68 + 4 * x[:, 5] - 1.5 * x[:, 5] ** 2 + 3 * x[:, 6] - 2.5 * x[:, 3]
               - 2 * x[:, 4] + 2.5 * x[:, 7] - 3 * x[:, 2] * (x[:, 9] < 0).float())
    brix = 11.5 + 1.2 * x[:, 1] - 0.8 * x[:, 0] + 0.6 * x[:, 9] + 0.2 * x[:, 8]
    noise = torch.randn(n, 2, generator=gen) * torch.tensor([1.5, 0.3])
    return x, torch.stack([yield_l, brix], dim=1) + noise


def stream(x, y, size, seed):
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
