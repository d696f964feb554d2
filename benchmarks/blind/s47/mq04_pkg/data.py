import torch


def synth_feedings(n, gen):
    """Columns: starter fraction, hydration, room temp (C), whole-grain share, hours since last feed."""
    frac = torch.rand(n, generator=gen) * 0.5 + 0.1
    hydr = torch.rand(n, generator=gen) * 0.6 + 0.7
    temp = torch.rand(n, generator=gen) * 10 + 18
    whole = torch.rand(n, generator=gen)
    since = torch.rand(n, generator=gen) * 24
    activity = torch.exp(0.08 * (temp - 24)) * (0.6 + 0.8 * whole) * (1.0 - 0.015 * since)
    peak_rise = 60 + 90 * activity * (1.3 - 0.4 * hydr) + 5 * torch.randn(n, generator=gen)
    time_to_peak = 10.0 / (activity * (0.5 + 2 * frac)) + 0.3 * torch.randn(n, generator=gen)
    sour = (since + 10 * whole - 0.4 * (temp - 18) > 14).float()
    x = torch.stack([frac, hydr, (temp - 23) / 3, whole, since / 12], dim=1)
    y = {"rise": (peak_rise - 130) / 40, "peak_h": (time_to_peak - 8) / 4, "sour": sour}
    return x, y


def batches(x, y, batch_size, gen):
    order = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], {k: v[idx] for k, v in y.items()}
