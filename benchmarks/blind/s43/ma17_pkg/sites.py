"""Synthetic dredging-log windows.

Per 10-minute window: cutter torque mean / peak, cutter speed, swing speed, suction and discharge
pressure, mixture density, production rate, ladder vibration in three bands, spud-carrier load.
Each dredging site has a different soil (sand, clay, weak rock), so the same wear state looks
different at every site: one site is one task.
"""
import torch

WEAR = ["new", "moderate", "worn", "broken_tooth"]
N_LOG = 12


def dredging_sites(names, per_state, seed=0):
    gen = torch.Generator().manual_seed(seed)
    wear_sig = torch.randn(len(WEAR), N_LOG, generator=gen)
    for site in names:
        soil = 0.7 * torch.randn(N_LOG, generator=gen)
        hardness = 0.6 + 0.8 * torch.rand(1, generator=gen)
        xs, ys = [], []
        for k in range(len(WEAR)):
            xs.append(wear_sig[k] * hardness + soil + 0.8 * torch.randn(per_state, N_LOG, generator=gen))
            ys.append(torch.full((per_state,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        x, y = x[perm], y[perm]
        cut = int(0.8 * len(y))
        yield site, (x[:cut], y[:cut]), (x[cut:], y[cut:])
