"""Urushi lacquer curing in a humidity cabinet (furo): drying time and pencil hardness."""
import torch

INPUTS = ("rel_humidity", "temp_c", "coat_um", "urushiol_pct", "water_pct", "laccase_act")
OUTPUTS = ("touch_dry_h", "hardness_7d")


def cabinet_runs(n, generator):
    g = generator
    rh = 0.55 + 0.35 * torch.rand(n, generator=g)
    temp = 18.0 + 12.0 * torch.rand(n, generator=g)
    coat = 20.0 + 60.0 * torch.rand(n, generator=g)
    urushiol = 55.0 + 20.0 * torch.rand(n, generator=g)
    water = 18.0 + 15.0 * torch.rand(n, generator=g)
    laccase = torch.rand(n, generator=g)

    enzyme = laccase * torch.exp(-((rh - 0.78) / 0.12) ** 2) * torch.exp(-((temp - 25) / 6) ** 2)
    dry_h = 3.0 + 40.0 / (0.2 + 3.0 * enzyme) * (coat / 50.0) ** 0.7 * (water / 25.0) ** 0.3
    hardness = 1.5 + 4.0 * torch.tanh(2.5 * enzyme) * (urushiol / 65.0) - 0.01 * (coat - 50.0)

    x = torch.stack([rh, temp, coat, urushiol, water, laccase], 1)
    y = torch.stack([torch.log(dry_h), hardness], 1)
    y = y + torch.tensor([0.05, 0.15]) * torch.randn(n, 2, generator=g)
    return x, y


class Scaler:
    def __init__(self, x):
        self.mean = x.mean(0)
        self.std = x.std(0)

    def __call__(self, x):
        return (x - self.mean) / self.std
