import math

import torch

PAST = 8  # 6-hourly fixes
MAX_LEAD = 8
FEATURES = 4  # dlat, dlon, pressure tendency, latitude


def western_pacific_tracks(n, seed):
    """Synthetic best tracks: west-northwest drift that recurves poleward and eastward."""
    gen = torch.Generator().manual_seed(seed)
    total = PAST + MAX_LEAD
    lat = 10.0 + 10.0 * torch.rand(n, generator=gen)
    recurve_at = 20.0 + 8.0 * torch.rand(n, generator=gen)
    speed = 0.35 + 0.2 * torch.rand(n, generator=gen)
    heading = math.radians(160.0) + 0.15 * torch.randn(n, generator=gen)
    steps = []
    for _ in range(total):
        poleward = torch.sigmoid((lat - recurve_at) / 1.5)
        heading = (heading - 0.25 * poleward + 0.03 * torch.randn(n, generator=gen)).clamp(math.pi / 6, math.pi)
        dlat = speed * torch.sin(heading)
        dlon = speed * torch.cos(heading) * (1.0 + poleward)
        tendency = -0.5 + 0.08 * (lat - 20.0) + 0.3 * torch.randn(n, generator=gen)
        steps.append(torch.stack([dlat, dlon, tendency, (lat - 20.0) / 10.0], dim=1))
        lat = lat + dlat
    seq = torch.stack(steps, dim=1)
    return seq[:, :PAST], seq[:, PAST:, :2]
