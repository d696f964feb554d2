"""Fermentation-box logs of four cocoa cooperatives and the cut-test score of each batch.

Each cooperative keeps its own records; only model weights leave the cooperative.
"""
import torch

SENSORS = (
    "pulp_ph_day0", "peak_temp", "day_of_peak", "turns", "box_depth", "ambient_temp",
    "rain_mm", "pod_storage_days", "hybrid_share", "leaf_cover",
)
COOPS = {"alto_huallaga": 0.3, "sur_de_bahia": -0.2, "ashanti_west": 0.5, "sulawesi_east": -0.4}


def cooperative_records(shift, n, generator):
    x = torch.randn(n, len(SENSORS), generator=generator)
    x[:, 1] += shift
    well_fermented = (
        62.0 + 9.0 * torch.tanh(x[:, 1] - 0.3 * x[:, 2]) + 4.0 * x[:, 3]
        - 3.0 * x[:, 7].clamp(min=0) + 2.0 * x[:, 8] * x[:, 0]
        + 2.5 * torch.randn(n, generator=generator)
    )
    return x, well_fermented.unsqueeze(1) / 100.0


def all_cooperatives(n_per_coop, generator):
    return {
        name: cooperative_records(shift, n_per_coop, generator)
        for name, shift in COOPS.items()
    }
