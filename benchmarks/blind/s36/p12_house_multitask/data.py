import torch

PROPERTY_TYPES = ("flat", "terraced", "semi", "detached")


def listings(n, seed):
    """Synthetic house listings: features plus three targets."""
    gen = torch.Generator().manual_seed(seed)
    floor_area = torch.empty(n).uniform_(35, 220, generator=gen)
    rooms = (floor_area / 28 + torch.randn(n, generator=gen)).round().clamp(1, 8)
    dist_centre = torch.empty(n).uniform_(0.5, 25, generator=gen)
    age = torch.empty(n).uniform_(0, 120, generator=gen)
    garden = (torch.rand(n, generator=gen) < 0.6).float()
    epc = torch.randint(1, 8, (n,), generator=gen).float()
    kind = torch.bucketize(floor_area + 40 * garden + 8 * torch.randn(n, generator=gen),
                           torch.tensor([80.0, 125.0, 175.0]))
    log_price = (11.2 + 0.009 * floor_area - 0.025 * dist_centre - 0.002 * age
                 + 0.08 * garden - 0.03 * epc + 0.12 * torch.randn(n, generator=gen))
    days = torch.exp(3.2 + 0.01 * dist_centre + 0.4 * (log_price - 12.3)
                     + 0.3 * torch.randn(n, generator=gen))
    x = torch.stack([floor_area / 100, rooms / 4, dist_centre / 10, age / 50, garden, epc / 4],
                    dim=1)
    targets = {"log_price": log_price, "property_type": kind, "days_on_market": days}
    return x, targets


def batches(x, targets, batch_size, seed):
    order = torch.randperm(len(x), generator=torch.Generator().manual_seed(seed))
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield x[idx], {k: v[idx] for k, v in targets.items()}
