"""Synthetic 30-day windows: 8 piezometric heads + reservoir level + rainfall (daily)."""
import torch

N_PIEZO = 8
DAYS = 30


def dam_windows(n=1600, seed=7, erosion_rate=0.22):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(DAYS).float()
    reservoir = 40 + 3 * torch.sin(2 * torch.pi * (t[None] + 60 * torch.rand(n, 1, generator=g)) / 90)
    reservoir = reservoir + 0.3 * torch.randn(n, DAYS, generator=g).cumsum(1) * 0.2
    rain = torch.relu(torch.randn(n, DAYS, generator=g) * 8 - 5)
    depth = torch.linspace(0.2, 0.9, N_PIEZO)                       # share of reservoir head seen
    lag = torch.arange(N_PIEZO) // 2 + 1
    heads = []
    for k in range(N_PIEZO):
        lagged = torch.roll(reservoir, shifts=int(lag[k]), dims=1)
        heads.append(depth[k] * lagged + 0.05 * rain.cumsum(1) / (k + 1))
    H = torch.stack(heads, 1)
    label = (torch.rand(n, generator=g) < erosion_rate).float()
    # erosion: a pipe develops near piezometers 3-5, heads there creep up and decouple from reservoir
    onset = torch.randint(5, 25, (n,), generator=g)
    ramp = (t[None] - onset[:, None]).clamp_min(0) * (0.06 + 0.05 * torch.rand(n, 1, generator=g))
    H[:, 3:6] += (label[:, None] * ramp)[:, None, :]
    H = H + 0.15 * torch.randn(n, N_PIEZO, DAYS, generator=g)
    X = torch.cat([H, reservoir[:, None], rain[:, None]], 1)
    X = (X - X.mean(dim=(0, 2), keepdim=True)) / X.std(dim=(0, 2), keepdim=True)
    return X, label


def windows_loader(X, y, batch_size=64, shuffle=False):
    order = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
    for s in range(0, len(y), batch_size):
        idx = order[s:s + batch_size]
        yield {"x": X[idx], "y": y[idx]}
