"""Synthetic hourly METAR-like sequences and the visibility that follows them."""
import math

import torch

CHANNELS = ("temp_c", "dewpoint_depression", "wind_kt", "rel_humidity", "cloud_okta", "hour_sin", "hour_cos")
HOURS = 12


def nights(gen, n):
    start = 14 + 8 * torch.rand(n, 1, generator=gen)
    hours = start + torch.arange(HOURS)
    cooling = 0.3 + 0.6 * torch.rand(n, 1, generator=gen)
    cloud = torch.randint(0, 9, (n, 1), generator=gen).float().expand(n, HOURS)
    wind = (2 + 10 * torch.rand(n, 1, generator=gen)) * (1 + 0.2 * torch.randn(n, HOURS, generator=gen)).abs()
    temp = 12 - cooling * (1 - cloud / 10) * torch.arange(HOURS) + 0.3 * torch.randn(n, HOURS, generator=gen)
    dew = (temp[:, :1] - 1 - 5 * torch.rand(n, 1, generator=gen)) - 0.1 * torch.arange(HOURS)
    dep = (temp - dew).clamp(min=0)
    rh = 100 * torch.exp(-0.07 * dep)
    fog_risk = torch.sigmoid(3 - 1.6 * dep[:, -1] - 0.35 * wind[:, -3:].mean(1) - 0.4 * cloud[:, -1]
                             + 2 * cooling.squeeze(1))
    log_vis = math.log(10) - 4.5 * fog_risk + 0.2 * torch.randn(n, generator=gen)
    ang = 2 * math.pi * (hours % 24) / 24
    x = torch.stack([temp, dep, wind, rh / 100, cloud / 8, torch.sin(ang), torch.cos(ang)], 1)
    return x, log_vis.unsqueeze(1)
