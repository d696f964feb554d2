import torch

DEFECTS = ("sound", "porosity", "lack_of_fusion", "burn_through")
LENGTH = 160


def weld_batch(n, generator):
    """Arc current / voltage traces (GMAW short-circuit transfer) with defect label and
    penetration depth in mm."""
    label = torch.randint(0, len(DEFECTS), (n,), generator=generator)
    t = torch.linspace(0, 1, LENGTH)
    freq = 40 + 10 * torch.rand(n, 1, generator=generator)
    phase = 6.28 * torch.rand(n, 1, generator=generator)
    shorting = (torch.sin(6.28 * freq * t + phase) > 0.6).float()
    current = 1.8 + 0.9 * shorting + 0.08 * torch.randn(n, LENGTH, generator=generator)
    voltage = 2.2 - 1.4 * shorting + 0.08 * torch.randn(n, LENGTH, generator=generator)
    heat = 1.0 + 0.2 * torch.randn(n, generator=generator)
    spikes = torch.rand(n, LENGTH, generator=generator) < 0.05
    voltage = voltage + 0.9 * spikes * (label == 1).float()[:, None]
    current = current - 0.35 * (label == 2).float()[:, None]
    heat = heat - 0.3 * (label == 2).float() + 0.5 * (label == 3).float()
    current = current * heat[:, None].clamp(min=0.5) ** 0.5
    drift = torch.cumsum(0.05 * torch.randn(n, LENGTH, generator=generator), dim=1)
    voltage = voltage + drift * (label == 3).float()[:, None]
    depth = 2.5 * heat + 0.15 * torch.randn(n, generator=generator)
    return torch.stack([current, voltage], dim=1), label, depth
