"""Metal-oxide gas sensor array next to a compressor station.

Six MOX sensors with different sensitivities and slow baseline drift (humidity and
temperature) respond, with first-order lag, to methane concentration.  Leaks start at
random times, ramp up, and are repaired later.  The target is the methane concentration
(ppm / 1000) at every time step.
"""
import torch

N_SENSORS = 6


def leak_profile(T, g):
    c = torch.zeros(T)
    t = 0
    while t < T:
        gap = int(torch.randint(30, 120, (1,), generator=g))
        dur = int(torch.randint(20, 80, (1,), generator=g))
        peak = 0.5 + 2.0 * float(torch.rand((), generator=g))
        s = t + gap
        ramp = torch.linspace(0, peak, min(dur, max(T - s, 0)))
        c[s:s + ramp.numel()] = ramp
        t = s + dur
    return c


def recordings(n, T, seed):
    g = torch.Generator().manual_seed(seed)
    sens = 0.3 + torch.rand(N_SENSORS, generator=g)
    tau = 0.1 + 0.3 * torch.rand(N_SENSORS, generator=g)
    xs, ys = [], []
    for _ in range(n):
        conc = leak_profile(T, g)
        humid = torch.cumsum(0.02 * torch.randn(T, generator=g), 0)
        resp = torch.zeros(T, N_SENSORS)
        r = torch.zeros(N_SENSORS)
        for k in range(T):
            r = r + tau * (sens * conc[k] - r)
            resp[k] = r
        drift = humid.unsqueeze(1) * (0.2 + 0.1 * torch.arange(N_SENSORS))
        xs.append(resp + drift + 0.05 * torch.randn(T, N_SENSORS, generator=g))
        ys.append(conc)
    return torch.stack(xs), torch.stack(ys)
