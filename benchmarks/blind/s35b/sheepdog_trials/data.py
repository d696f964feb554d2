"""Synthetic sheepdog trial runs: dog, handler, course conditions -> points (of 110)."""
import torch

N_DOGS, N_HANDLERS = 48, 18
CONDITIONS = ("outrun_m", "wind_ms", "sheep_breed_flighty", "ground_slope", "ewes_in_lamb",
              "shed_required", "time_of_day")


def trial_runs(n, seed):
    gen = torch.Generator().manual_seed(seed)
    talent = torch.Generator().manual_seed(77)
    dog_skill = torch.randn(N_DOGS, 3, generator=talent)  # outrun, lift/fetch, pen/shed
    handler_skill = torch.randn(N_HANDLERS, generator=talent)
    dog = torch.randint(N_DOGS, (n,), generator=gen)
    handler = torch.randint(N_HANDLERS, (n,), generator=gen)
    cond = torch.randn(n, len(CONDITIONS), generator=gen)
    s = dog_skill[dog]
    points = (72 + 6 * s[:, 0] * (1 + 0.3 * cond[:, 0]) + 5 * s[:, 1] * (1 - 0.2 * cond[:, 2])
              + 4 * s[:, 2] * (1 + 0.4 * cond[:, 5]) + 3 * handler_skill[handler]
              - 2.5 * cond[:, 1].abs() - 1.5 * cond[:, 3])
    points = (points + 2.0 * torch.randn(n, generator=gen)).clamp(0, 110)
    return dog, handler, cond, points


def batches(split, size, seed):
    dog, handler, cond, points = split
    order = torch.randperm(len(points), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        yield dog[idx], handler[idx], cond[idx], points[idx]
