"""Ceramic floor-tile firing records: does a tile warp beyond tolerance (> 0.5 mm)?"""
import torch

COLUMNS = ["peak_c", "ramp_c_min", "soak_min", "cool_c_min", "moisture", "press_mpa",
           "thickness_mm", "size_cm", "kiln_zone", "body_clay"]


def firing_records(n, gen):
    peak = 1150 + 70 * torch.rand(n, generator=gen)
    ramp = 5 + 25 * torch.rand(n, generator=gen)
    soak = 10 + 50 * torch.rand(n, generator=gen)
    cool = 5 + 35 * torch.rand(n, generator=gen)
    moisture = 4 + 4 * torch.rand(n, generator=gen)
    press = 25 + 20 * torch.rand(n, generator=gen)
    thick = 7 + 5 * torch.rand(n, generator=gen)
    size = torch.tensor([30., 45., 60., 90.])[torch.randint(4, (n,), generator=gen)]
    zone = torch.randint(5, (n,), generator=gen).float()
    clay = (torch.rand(n, generator=gen) < 0.4).float()
    risk = (0.04 * (peak - 1190) + 0.09 * (cool - 20) + 0.05 * (ramp - 15) + 0.5 * (moisture - 6)
            - 0.08 * (press - 35) + 0.035 * (size - 55) - 0.25 * (thick - 9.5) + 0.3 * (zone == 4).float()
            + 0.6 * clay * (peak > 1200).float() - 0.02 * (soak - 35))
    warped = (risk + 0.8 * torch.randn(n, generator=gen) > 0.9).float()
    x = torch.stack([peak, ramp, soak, cool, moisture, press, thick, size, zone, clay], 1)
    return x, warped


def split(x, y, fractions, gen):
    perm = torch.randperm(len(y), generator=gen)
    out, start = [], 0
    for f in fractions:
        idx = perm[start:start + int(f * len(y))]
        out.append((x[idx], y[idx]))
        start += len(idx)
    return out
