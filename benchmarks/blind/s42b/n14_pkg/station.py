"""Synthetic 1-minute SCADA streams for several lift stations: wet-well level, inflow, pump current."""
import torch

SIGNALS = ("level_m", "inflow_ls", "pump_on", "current_a")


def station_streams(n_stations=16, minutes=1600, seed=23):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(minutes).float()
    diurnal = 1 + 0.5 * torch.sin(2 * torch.pi * (t / 1440 - 0.3))
    out = torch.zeros(n_stations, minutes, len(SIGNALS))
    for s in range(n_stations):
        base_inflow = 8 + 6 * torch.rand(1, generator=g).item()
        clog_start = int(torch.randint(400, minutes, (1,), generator=g))
        level, pump = 1.0, 0.0
        for k in range(minutes):
            inflow = base_inflow * diurnal[k] * (1 + 0.1 * torch.randn(1, generator=g).item())
            if level > 2.2:
                pump = 1.0
            elif level < 0.8:
                pump = 0.0
            clog = max(0.0, (k - clog_start) / 600.0)
            current = pump * (22 + 6 * clog + 1.5 * (2.5 - level)) + 0.4 * torch.randn(1, generator=g).item()
            level += (inflow - pump * 35 * (1 - 0.3 * clog)) / 400.0
            level = max(level, 0.3)
            out[s, k] = torch.tensor([level, inflow, pump, current])
    mean, std = out.mean(dim=(0, 1)), out.std(dim=(0, 1))
    return (out - mean) / std
