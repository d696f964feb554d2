"""Synthetic half-hourly share of a station's daily entries (48 bins, rows sum to 1)."""
import torch

BINS = 48


def station_days(n_days=3000, seed=5):
    g = torch.Generator().manual_seed(seed)
    hour = (torch.arange(BINS) + 0.5) / 2.0
    kind = torch.rand(n_days, generator=g)            # 0 residential ... 1 business district
    weekend = (torch.rand(n_days, generator=g) < 2 / 7).float()
    am_peak = 7.8 + 0.6 * torch.randn(n_days, generator=g)
    pm_peak = 17.6 + 0.7 * torch.randn(n_days, generator=g)
    am_w = (1 - kind) * (1 - 0.8 * weekend) + 0.1
    pm_w = kind * (1 - 0.7 * weekend) + 0.1
    mid_w = 0.15 + 0.5 * weekend
    bump = lambda c, w: torch.exp(-0.5 * ((hour[None] - c[:, None]) / w) ** 2)
    rate = (am_w[:, None] * bump(am_peak, 0.9) + pm_w[:, None] * bump(pm_peak, 1.1)
            + mid_w[:, None] * bump(torch.full((n_days,), 13.5), 3.0))
    night = (hour < 5).float()[None] * 0.002
    rate = rate + night + 0.01
    rate = rate * torch.exp(0.15 * torch.randn(n_days, BINS, generator=g))
    return rate / rate.sum(1, keepdim=True)


def summary(profiles):
    peak_bin = profiles.argmax(1).float()
    return {
        "am_share": profiles[:, 12:20].sum(1).mean().item(),
        "pm_share": profiles[:, 32:40].sum(1).mean().item(),
        "peak_hour": (peak_bin.mean() / 2).item(),
    }
