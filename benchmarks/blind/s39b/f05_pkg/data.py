import torch


def household(cfg, gen):
    """Aggregate and kettle power (W) for one house at 30 s resolution."""
    n = cfg.hours * 3600 // cfg.seconds_per_sample
    t = torch.arange(n, dtype=torch.float32)
    base = 150 + 80 * torch.sin(2 * torch.pi * t / (24 * 120)) + 20 * torch.randn(n, generator=gen)
    fridge_period = int(torch.randint(60, 90, (1,), generator=gen))
    fridge = 90.0 * ((t % fridge_period) < fridge_period * 0.4).float()
    kettle = torch.zeros(n)
    n_boils = int(cfg.hours * 0.6)
    starts = torch.randint(0, n - 10, (n_boils,), generator=gen)
    for s in starts.tolist():
        dur = int(torch.randint(4, 9, (1,), generator=gen))
        kettle[s:s + dur] = 2000 + 400 * torch.rand(1, generator=gen)
    washer = torch.zeros(n)
    for s in torch.randint(0, n - 120, (2,), generator=gen).tolist():
        washer[s:s + 120] = 400 + 1500 * (torch.rand(120, generator=gen) > 0.7).float()
    return (base + fridge + kettle + washer).clamp(min=0), kettle


def windows(cfg, gen, *, scale=1000.0):
    xs, ys = [], []
    half = cfg.window // 2
    for _ in range(cfg.n_houses):
        agg, kettle = household(cfg, gen)
        w = agg.unfold(0, cfg.window, cfg.stride)                 # (N, window)
        mid = kettle[half: half + w.shape[0] * cfg.stride: cfg.stride]
        xs.append(w / scale)
        ys.append(mid[: w.shape[0]] / scale)
    return torch.cat(xs).unsqueeze(1), torch.cat(ys)
