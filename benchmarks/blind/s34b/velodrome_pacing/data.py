import math

import torch

SEGMENTS = 16          # 250 m track split into 16 timing segments
SEG_LEN = 250.0 / SEGMENTS


def lap_splits(n, seed=0):
    """Segment times of flying laps from power meter, cadence, mass and aero position."""
    g = torch.Generator().manual_seed(seed)
    power = 300.0 + 900.0 * torch.rand(n, generator=g)              # W
    cadence = 100.0 + 40.0 * torch.rand(n, generator=g)             # rpm
    mass = 65.0 + 25.0 * torch.rand(n, generator=g)                 # rider + bike, kg
    cda = 0.18 + 0.08 * torch.rand(n, generator=g)                  # m^2
    # bends (segments 3-6 and 11-14) cost speed, the banking gives some back on exit
    pos = torch.arange(SEGMENTS).float()
    bend = 0.5 - 0.5 * torch.cos(4 * math.pi * pos / SEGMENTS)
    exit_boost = torch.roll(bend, 1) - bend
    v_flat = (2.0 * power / (1.2 * cda)) ** (1.0 / 3.0)            # aero-limited speed
    v = v_flat[:, None] * (1.0 - 0.035 * bend[None] + 0.01 * exit_boost[None])
    v = v * (1.0 - 0.0004 * (cadence[:, None] - 120.0) ** 2 / 10.0)
    v = v * (1.0 - 0.0008 * (mass[:, None] - 75.0))
    t = SEG_LEN / v * (1.0 + 0.004 * torch.randn(n, SEGMENTS, generator=g))
    rider = torch.stack([(power - 750.0) / 260.0, (cadence - 120.0) / 12.0,
                         (mass - 77.0) / 7.0, (cda - 0.22) / 0.023], dim=1)
    return rider, t
