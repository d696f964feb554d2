import torch

INPUTS = ("steam_rate", "charge_kg", "flower_moisture", "harvest_day",
          "cultivar_angustifolia", "still_pressure", "distill_minutes", "altitude_m")
TASKS = ("oil_yield_pct", "linalool_pct", "camphor_pct")


def batches_of_distillations(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(INPUTS), generator=gen)
    oil = 1.2 + 0.25 * x[:, 0] - 0.2 * x[:, 2] + 0.15 * x[:, 6] - 0.1 * x[:, 6] ** 2
    linalool = 32 + 4.0 * x[:, 4] - 2.5 * x[:, 6] + 1.5 * x[:, 3] + 1.0 * x[:, 7]
    camphor = 0.8 + 0.6 * (1 - x[:, 4]).clamp(min=0) + 0.2 * x[:, 6]
    noise = torch.randn(n, 3, generator=gen) * torch.tensor([0.05, 2.0, 0.3])
    y = torch.stack([oil, linalool, camphor], dim=1) + noise
    return x, y


def shuffled(x, y, size, epoch):
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(epoch))
    for start in range(0, len(y), size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
