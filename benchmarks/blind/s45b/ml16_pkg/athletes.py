import torch


def split_curve(pos, a):
    """Touchdown time (s) after barrier `pos` (normalised 0..1) for one athlete profile."""
    accel = a["top"] * pos - a["reach"] * (1 - torch.exp(-pos / a["tau"]))
    fatigue = a["fade"] * torch.relu(pos - a["fade_at"]) ** 2
    return a["t1"] + accel + fatigue


def athlete_tasks(shots, queries, seed):
    gen = torch.Generator().manual_seed(seed)

    def r(lo, hi):
        return lo + (hi - lo) * torch.rand(1, generator=gen)

    while True:
        a = {"t1": r(2.4, 2.9), "top": r(9.0, 11.0), "reach": r(0.3, 0.9), "tau": r(0.05, 0.2),
             "fade": r(0.0, 3.0), "fade_at": r(0.5, 0.8)}
        pos = torch.rand(shots + queries, 1, generator=gen)
        t = split_curve(pos, a) + 0.02 * torch.randn(pos.shape, generator=gen)
        x, y = 2 * pos - 1, (t - 7.5) / 2.5
        yield {"support": (x[:shots], y[:shots]), "query": (x[shots:], y[shots:])}
