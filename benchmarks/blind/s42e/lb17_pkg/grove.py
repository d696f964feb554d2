"""Synthetic bamboo-grove measurements: daily culm height (m) of new shoots of 4 species,
with air temperature and soil moisture of the day."""
import torch

SPECIES = ["moso", "madake", "hachiku", "guadua"]
K_TRUE = torch.tensor([14.0, 11.0, 9.0, 18.0], dtype=torch.float64)    # final height (m)
R_TRUE = torch.tensor([0.16, 0.19, 0.22, 0.13], dtype=torch.float64)   # 1/day
T0_TRUE = torch.tensor([32.0, 28.0, 25.0, 40.0], dtype=torch.float64)  # inflection day


def shoot_records(n, gen):
    sp = torch.randint(0, 4, (n,), generator=gen)
    day = 80 * torch.rand(n, generator=gen, dtype=torch.float64)
    temp = 12 + 14 * torch.rand(n, generator=gen, dtype=torch.float64)
    moist = torch.rand(n, generator=gen, dtype=torch.float64)
    rate = R_TRUE[sp] * (1 + 0.03 * (temp - 18)) * (0.7 + 0.5 * moist)
    height = K_TRUE[sp] / (1 + torch.exp(-rate * (day - T0_TRUE[sp])))
    height = height * (1 + 0.03 * torch.randn(n, generator=gen, dtype=torch.float64))
    weather = torch.stack([(temp - 19) / 4, (moist - 0.5) / 0.29], 1)
    return sp, day, weather, height
