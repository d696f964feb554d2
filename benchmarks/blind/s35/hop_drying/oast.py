"""Hop drying in an oast kiln: final cone moisture and alpha-acid retention per charge."""
import torch

VARIETIES = ("fuggle", "goldings", "cascade", "saaz", "target")
NUMERIC = ("air_temp_c", "airflow_m_s", "bed_depth_cm", "green_moisture_pct", "hours",
           "ambient_rh")


def kiln_charges(n, generator):
    g = generator
    air = 50.0 + 25.0 * torch.rand(n, generator=g)
    flow = 0.2 + 0.5 * torch.rand(n, generator=g)
    depth = 40.0 + 50.0 * torch.rand(n, generator=g)
    green = 75.0 + 8.0 * torch.rand(n, generator=g)
    hours = 6.0 + 6.0 * torch.rand(n, generator=g)
    rh = 0.4 + 0.5 * torch.rand(n, generator=g)
    variety = torch.randint(0, len(VARIETIES), (n,), generator=g)
    sensitivity = torch.tensor([1.0, 1.1, 0.8, 1.4, 0.9])[variety]

    drying = 0.035 * (air - 30.0) * flow ** 0.6 * hours / (depth / 60.0) * (1.2 - 0.4 * rh)
    final = 8.0 + (green - 8.0) * torch.exp(-drying)
    loss = 0.004 * sensitivity * (air - 45.0).clamp(min=0.0) ** 1.3 * hours ** 0.5
    retention = 100.0 * torch.exp(-loss) - 0.3 * (final - 10.0).clamp(min=0.0)

    numeric = torch.stack([air, flow, depth, green, hours, rh], 1)
    targets = torch.stack([final, retention], 1)
    targets = targets + torch.tensor([0.4, 0.8]) * torch.randn(n, 2, generator=g)
    return numeric, variety, targets


def standardiser(t):
    mean, std = t.mean(0), t.std(0)
    return lambda v: (v - mean) / std
