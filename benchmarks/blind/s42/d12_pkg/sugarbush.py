"""Synthetic tap records: one row per tap per day during the sugaring season."""
import torch

FIELDS = ("t_min", "t_max", "snow_cm", "dbh_cm", "tap_age_yr", "day_of_season", "prev_freeze")


def season(gen, n):
    t_min = -12 + 12 * torch.rand(n, generator=gen)
    t_max = t_min + 2 + 12 * torch.rand(n, generator=gen)
    snow = 60 * torch.rand(n, generator=gen)
    dbh = 25 + 45 * torch.rand(n, generator=gen)
    tap_age = torch.randint(0, 3, (n,), generator=gen).float()
    day = torch.randint(0, 50, (n,), generator=gen).float()
    prev_freeze = (torch.rand(n, generator=gen) < 0.7).float()
    freeze_thaw = torch.sigmoid(-t_min) * torch.sigmoid(t_max - 2) * (0.4 + 0.6 * prev_freeze)
    crown = (dbh / 40) ** 1.3
    decline = torch.exp(-((day - 22) / 18) ** 2) * (1 - 0.25 * tap_age)
    litres = 9 * freeze_thaw * crown * decline * (1 + 0.004 * snow) + 0.3 * torch.randn(n, generator=gen)
    x = torch.stack([t_min, t_max, snow, dbh, tap_age, day, prev_freeze], 1)
    return x, litres.clamp(min=0).unsqueeze(1)
