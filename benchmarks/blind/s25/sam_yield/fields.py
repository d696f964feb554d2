import json

import torch

FEATURES = ("rain_mm", "heat_days", "soil_n", "sun_hours", "sow_week", "slope")

CONFIG = json.loads("""
{
  "plots": 1600,
  "holdout": 400,
  "noise": 0.35,
  "batch": 64
}
""")


def simulate(plots, noise, generator):
    x = torch.randn(plots, len(FEATURES), generator=generator)
    rain, heat, nitrogen, sun, sow, slope = x.unbind(dim=1)
    water = rain - 0.6 * rain.pow(2)
    tonnes = (
        3.0 + 0.9 * water - 0.7 * torch.relu(heat) + 0.5 * torch.tanh(2 * nitrogen)
        + 0.4 * sun * (1 - 0.3 * heat) - 0.3 * sow.abs() - 0.2 * slope
    )
    tonnes = tonnes + noise * torch.randn(plots, generator=generator)
    return x, tonnes.unsqueeze(1)


def split(generator):
    x, y = simulate(CONFIG["plots"], CONFIG["noise"], generator)
    cut = CONFIG["plots"] - CONFIG["holdout"]
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


def shuffled(x, y, batch, generator):
    order = torch.randperm(x.size(0), generator=generator)
    for start in range(0, x.size(0), batch):
        rows = order[start:start + batch]
        yield x[rows], y[rows]
