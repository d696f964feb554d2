import torch

ELEMENTS = ("C", "Mn", "Si", "Cr", "Ni", "Mo")
# composition ranges (wt %) of low-alloy quench-and-temper steels
LOW = torch.tensor([0.15, 0.40, 0.10, 0.00, 0.00, 0.00])
HIGH = torch.tensor([0.60, 1.60, 0.60, 1.50, 2.00, 0.40])
# multiplying factors for hardenability per wt % (Grossmann-like)
FACTOR = torch.tensor([0.0, 3.33, 0.70, 2.16, 0.36, 3.00])


def jominy_records(count, seed=0):
    """Hardness (HRC) along a Jominy end-quench bar, from composition and distance (mm)."""
    generator = torch.Generator().manual_seed(seed)
    comp = LOW + (HIGH - LOW) * torch.rand(count, len(ELEMENTS), generator=generator)
    distance = 1.5 + 48.5 * torch.rand(count, generator=generator)
    grain = 6 + 3 * torch.rand(count, generator=generator)             # ASTM grain size
    max_hardness = 35 + 50 * comp[:, 0].sqrt()                          # martensite, carbon driven
    ideal_diameter = 0.2 * comp[:, 0].sqrt() * (1 + comp * FACTOR).prod(1) * (1 - 0.04 * (grain - 7))
    # hardness falls from fully martensitic at the quenched end as cooling slows
    fraction = torch.sigmoid((ideal_diameter * 40 - distance) / (4 + 6 * ideal_diameter))
    base = 20 + 8 * comp[:, 0]
    hrc = base + (max_hardness - base) * fraction
    # the scatter grows in the transition zone, where small changes in cooling matter most
    scatter = 0.8 + 3.0 * fraction * (1 - fraction)
    hrc = hrc + scatter * torch.randn(count, generator=generator)
    features = torch.cat([comp, distance[:, None], grain[:, None]], 1)
    return features, hrc


def standardise(train, *others):
    mean, std = train.mean(0), train.std(0)
    return [(x - mean) / std for x in (train, *others)]
