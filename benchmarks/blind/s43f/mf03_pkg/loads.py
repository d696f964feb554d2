"""Synthetic dryer loads logged by coin-op machines: minutes until the moisture
sensor ends the cycle."""
import torch

HEAT = {"low": 0, "medium": 1, "high": 2}


def simulate_loads(n, seed=5):
    g = torch.Generator().manual_seed(seed)
    kg = 2 + 8 * torch.rand(n, generator=g)
    mix = torch.distributions.Dirichlet(torch.ones(4)).sample((n,))   # cotton, synthetic, towel, denim
    spin_rpm = 600 + 800 * torch.rand(n, generator=g)
    humidity = 0.3 + 0.6 * torch.rand(n, generator=g)
    machine_age = 15 * torch.rand(n, generator=g)
    lint_clean = (torch.rand(n, generator=g) < 0.7).float()
    heat = torch.randint(0, 3, (n,), generator=g).float()
    vent_m = 1 + 6 * torch.rand(n, generator=g)
    water_kg = kg * (0.9 - 0.00035 * spin_rpm) * (mix @ torch.tensor([1.0, 0.5, 1.4, 1.2]))
    rate = (0.55 + 0.25 * heat) * (1 - 0.25 * humidity) * (1 - 0.02 * machine_age)
    rate = rate * (0.8 + 0.2 * lint_clean) / (1 + 0.05 * vent_m)
    minutes = 10 + 22 * water_kg / rate ** 0.9 + 1.5 * torch.randn(n, generator=g)
    x = torch.cat([torch.stack([kg / 10, spin_rpm / 1400, humidity, machine_age / 15,
                                lint_clean, heat / 2, vent_m / 7], 1), mix], 1)
    return x, minutes.clamp(12, 120)


def batches(x, y, batch_size, generator=None):
    perm = torch.randperm(len(y), generator=generator)
    return [(x[perm[i:i + batch_size]], y[perm[i:i + batch_size]])
            for i in range(0, len(y), batch_size)]
