import math

import torch

N_STATIONS = 40
RELATIONS = ("same_district", "bike_lane", "near_transit")
FEATURES = 6


def city(seed=0):
    gen = torch.Generator().manual_seed(seed)
    xy = torch.rand(N_STATIONS, 2, generator=gen)
    district = (xy[:, 0] * 3).long() * 3 + (xy[:, 1] * 3).long()
    dist = torch.cdist(xy, xy)
    eye = torch.eye(N_STATIONS, dtype=torch.bool)
    same = (district[:, None] == district[None, :]) & ~eye
    lane = (torch.rand(N_STATIONS, N_STATIONS, generator=gen) < 0.5) & (dist < 0.3) & ~eye
    lane = lane | lane.T
    hub = torch.rand(N_STATIONS, generator=gen) < 0.2
    transit = (hub[:, None] | hub[None, :]) & (dist < 0.35) & ~eye
    adjacency = {}
    for name, mask in zip(RELATIONS, (same, lane, transit)):
        a = mask.float()
        adjacency[name] = a / a.sum(dim=1, keepdim=True).clamp(min=1.0)
    return adjacency


def hourly_panel(adjacency, hours, seed):
    """Station features per hour and the next hour's pick-ups."""
    gen = torch.Generator().manual_seed(seed)
    base = 2.0 + 3.0 * torch.rand(N_STATIONS, generator=gen)
    h = torch.arange(hours, dtype=torch.float32)
    commute = torch.exp(-((h % 24 - 8) / 1.5) ** 2) + torch.exp(-((h % 24 - 17.5) / 1.5) ** 2)
    weather = torch.cumsum(0.3 * torch.randn(hours, generator=gen), 0).tanh()
    demand = base[None, :] * (0.4 + commute[:, None]) * (1 + 0.3 * weather[:, None])
    demand = demand + 0.5 * torch.randn(hours, N_STATIONS, generator=gen)
    angle = 2 * math.pi * (h % 24) / 24
    feats = torch.stack(
        [
            demand / 5.0,
            torch.sin(angle)[:, None].expand(-1, N_STATIONS),
            torch.cos(angle)[:, None].expand(-1, N_STATIONS),
            weather[:, None].expand(-1, N_STATIONS),
            base[None, :].expand(hours, -1) / 5.0,
            torch.rand(hours, N_STATIONS, generator=gen),
        ],
        dim=2,
    )
    spill = (
        0.8 * adjacency["same_district"] @ demand.T
        + 1.2 * adjacency["bike_lane"] @ demand.T
        + 0.6 * adjacency["near_transit"] @ demand.T
    ).T
    target = torch.roll(demand, -1, dims=0) * 0.5 + 0.5 * torch.roll(spill, -1, dims=0)
    return feats[:-1], target[:-1] / 5.0
