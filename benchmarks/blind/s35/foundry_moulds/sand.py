"""Green-sand moulding in an iron foundry: mould strength and gas-porosity defects."""
import torch

PROPERTIES = ("moisture_pct", "active_clay_pct", "compactability_pct", "permeability",
              "loi_pct", "pour_temp_c", "section_mm")


def sand_tests(n, generator):
    g = generator
    moisture = 2.5 + 2.5 * torch.rand(n, generator=g)
    clay = 6.0 + 5.0 * torch.rand(n, generator=g)
    compact = 30.0 + 20.0 * torch.rand(n, generator=g)
    perm = 80.0 + 120.0 * torch.rand(n, generator=g)
    loi = 2.0 + 3.0 * torch.rand(n, generator=g)
    pour = 1350.0 + 120.0 * torch.rand(n, generator=g)
    section = 8.0 + 40.0 * torch.rand(n, generator=g)

    strength = 8.0 + 1.6 * clay - 0.9 * (moisture - 3.4) ** 2 * 4.0 + 0.05 * (compact - 40.0)
    gas = (1.3 * (moisture - 3.5) + 0.6 * (loi - 3.0) - 0.012 * (perm - 140.0)
           + 0.01 * (pour - 1400.0) + 0.03 * (section - 25.0))
    defect = torch.bernoulli(torch.sigmoid(2.0 * gas - 0.5), generator=g)
    x = torch.stack([moisture, clay, compact, perm, loi, pour, section], 1)
    strength = strength + 0.8 * torch.randn(n, generator=g)
    return x, strength, defect
