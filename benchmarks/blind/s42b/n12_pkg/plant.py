"""Synthetic 5-minute rink telemetry: a lumped thermal model of slab, ice and arena air."""
import torch

CHANNELS = ("ice_c", "brine_supply_c", "brine_return_c", "air_c", "humidity", "skaters", "resurfacing")
HISTORY = 24          # 2 hours
HORIZON = 6           # 30 minutes


def simulate_days(n_days=12, seed=2):
    g = torch.Generator().manual_seed(seed)
    steps = n_days * 288
    t = torch.arange(steps)
    hour = (t % 288) / 12.0
    session = ((hour > 7) & (hour < 23)).float()
    skaters = session * torch.poisson(torch.full((steps,), 35.0), generator=g) * (0.5 + 0.5 * torch.rand(steps, generator=g))
    resurf = ((t % 18) == 0).float() * session
    air = 12 + 4 * torch.sin((hour - 9) / 24 * 2 * torch.pi) + 0.5 * torch.randn(steps, generator=g)
    humid = 0.55 + 0.15 * session + 0.03 * torch.randn(steps, generator=g)
    supply = torch.empty(steps)
    ret = torch.empty(steps)
    ice = torch.empty(steps)
    ice_t, slab = -4.5, -7.0
    for k in range(steps):
        err = ice_t - (-4.5)
        s = -9.0 - 2.5 * max(min(err, 1.5), -1.5) + 0.2 * torch.randn(1, generator=g).item()
        slab += 0.08 * (s - slab) + 0.03 * (ice_t - slab)
        heat = 0.012 * (air[k] - ice_t) + 0.004 * skaters[k] + 0.6 * resurf[k] + 0.05 * humid[k]
        ice_t += 0.10 * (slab - ice_t) + 0.1 * heat
        supply[k], ret[k], ice[k] = s, s + 1.0 + 0.6 * (ice_t - slab), ice_t
    ice = ice + 0.05 * torch.randn(steps, generator=g)
    return torch.stack([ice, supply, ret, air, humid, skaters / 10, resurf], 1)


def windows(series, stride=2):
    xs, ys = [], []
    for s in range(0, len(series) - HISTORY - HORIZON, stride):
        xs.append(series[s:s + HISTORY])
        ys.append(series[s + HISTORY + HORIZON - 1, 0])
    X, y = torch.stack(xs), torch.stack(ys)
    return X, y
