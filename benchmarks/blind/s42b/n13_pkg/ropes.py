"""Synthetic rope log: usage history -> remaining UIAA-equivalent falls (log scale)."""
import torch

COLUMNS = ("diameter_mm", "rated_falls", "months_in_use", "falls_caught", "mean_fall_factor",
           "top_rope_hours", "uv_days", "wet_sessions", "sheath_fuzz", "dry_treated")


def rope_log(n=3000, seed=13):
    g = torch.Generator().manual_seed(seed)
    diameter = 8.9 + 1.6 * torch.rand(n, generator=g)
    rated = (5 + (diameter - 8.9) * 5 + torch.randint(0, 3, (n,), generator=g)).round()
    months = 36 * torch.rand(n, generator=g)
    caught = torch.poisson(months * 3.0, generator=g)
    ff = 0.1 + 0.5 * torch.rand(n, generator=g)
    tr_hours = months * (20 * torch.rand(n, generator=g))
    uv = months * 4 * torch.rand(n, generator=g)
    wet = torch.poisson(months * 0.5, generator=g)
    dry = (torch.rand(n, generator=g) < 0.5).float()
    fuzz = (0.02 * tr_hours + 0.05 * caught * ff + 0.5 * torch.randn(n, generator=g)).clamp(0, 10)
    damage = (caught * ff ** 2 * 0.25 + 0.002 * tr_hours + 0.004 * uv
              + wet * (0.08 - 0.05 * dry) + 0.05 * fuzz)
    remaining = (rated * torch.exp(-0.4 * damage) - 0.3 * damage).clamp_min(0.05)
    remaining = remaining * torch.exp(0.08 * torch.randn(n, generator=g))
    X = torch.stack([diameter, rated, months, caught, ff, tr_hours, uv, wet, fuzz, dry], 1)
    return X, torch.log(remaining)
