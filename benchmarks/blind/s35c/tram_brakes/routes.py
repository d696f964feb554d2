"""Synthetic tram duty records: route and service features, brake-pad wear per 1000 km."""
import torch

DUTY = (
    "stops_per_km", "mean_gradient", "max_gradient", "load_factor", "rail_temp",
    "wet_share", "regen_share", "top_speed", "curve_share", "driver_style",
)


def duty_records(n, generator):
    x = torch.randn(n, len(DUTY), generator=generator)
    regen = torch.sigmoid(x[:, 6])
    braking_energy = (
        1.0 + 0.5 * x[:, 0] + 0.3 * x[:, 1].abs() + 0.2 * x[:, 3] + 0.25 * x[:, 7]
    ).clamp(min=0.1)
    wear = (
        0.35 * braking_energy * (1.0 - 0.7 * regen) * (1.0 + 0.15 * x[:, 5])
        + 0.05 * x[:, 9].clamp(min=0) + 0.03 * x[:, 8]
        + 0.02 * torch.randn(n, generator=generator)
    )
    return x, wear.unsqueeze(1)
