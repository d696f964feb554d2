"""Synthetic grow-room records for oyster mushrooms: first-flush yield (kg per 10 kg bag)."""
import torch

FEATURES = ("straw_frac", "supplement_pct", "substrate_moisture", "spawn_rate",
            "incubation_temp", "fruiting_co2", "fruiting_rh", "pasteurisation_min")


def grow_records(n, generator=None):
    g = generator
    x = torch.rand(n, len(FEATURES), generator=g)
    straw, supp, moist, spawn, inc_t, co2, rh, past = x.unbind(dim=1)
    mean = (1.2 + 0.6 * supp - 0.9 * (moist - 0.6) ** 2 + 0.4 * spawn
            - 0.5 * (inc_t - 0.5) ** 2 - 0.6 * co2 + 0.5 * rh + 0.2 * straw)
    contamination = torch.sigmoid(4.0 * (supp - 0.7) - 5.0 * past)
    lost = torch.rand(n, generator=g) < 0.35 * contamination
    spread = 0.08 + 0.25 * supp
    yield_kg = mean + spread * torch.randn(n, generator=g)
    yield_kg = torch.where(lost, 0.2 * yield_kg, yield_kg).clamp(min=0.0)
    return x, yield_kg
