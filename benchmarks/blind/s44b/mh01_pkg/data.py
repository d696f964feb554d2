"""Synthetic car-wash tunnel log: one row per vehicle that went through the tunnel."""
import torch

PROGRAMS = ["basic", "foam", "wax", "ceramic", "underbody", "deluxe"]
VEHICLE_CLASSES = ["compact", "sedan", "suv", "van", "pickup"]
N_SITES = 7


def make_log(n, gen):
    program = torch.randint(len(PROGRAMS), (n,), generator=gen)
    vclass = torch.randint(len(VEHICLE_CLASSES), (n,), generator=gen)
    site = torch.randint(N_SITES, (n,), generator=gen)
    length_m = 3.8 + 0.5 * vclass.float() + 0.3 * torch.randn(n, generator=gen)
    dirt = torch.rand(n, generator=gen)
    queue = torch.poisson(torch.full((n,), 3.0), generator=gen)
    hour = torch.randint(7, 21, (n,), generator=gen).float()

    base = torch.tensor([180., 240., 300., 390., 270., 450.])[program]
    site_speed = torch.linspace(0.85, 1.2, N_SITES)[site]
    seconds = (base * site_speed + 22.0 * length_m + 90.0 * dirt ** 2
               + 6.0 * queue + 4.0 * torch.cos(hour / 24.0 * 6.283))
    seconds = seconds + 12.0 * torch.randn(n, generator=gen)

    dense = torch.stack([(length_m - 4.8) / 0.8, dirt * 2 - 1, (queue - 3) / 1.7,
                         torch.sin(hour / 24 * 6.283), torch.cos(hour / 24 * 6.283)], 1)
    return {"program": program, "vclass": vclass, "site": site,
            "dense": dense, "minutes": seconds / 60.0}


def batches(log, batch_size, gen):
    order = torch.randperm(len(log["minutes"]), generator=gen)
    for start in range(0, len(order), batch_size):
        idx = order[start:start + batch_size]
        yield {k: v[idx] for k, v in log.items()}
