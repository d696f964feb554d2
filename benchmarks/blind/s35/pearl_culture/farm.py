"""Synthetic culture records from a pearl farm (Pinctada fucata, one harvest season)."""
import torch

WATER = ("temp_c", "salinity", "chlorophyll", "culture_months", "shell_age", "depth_m")
SURFACE = ("blemish", "lustre_450", "lustre_550", "lustre_650", "roundness")
GRADES = ("AAA", "AA", "A", "B")


def _standardise(t):
    return (t - t.mean(0)) / t.std(0)


def culture_records(n, generator):
    g = generator
    temp = 18.0 + 8.0 * torch.rand(n, generator=g)
    salinity = 30.0 + 5.0 * torch.rand(n, generator=g)
    chl = torch.rand(n, generator=g) * 3.0
    months = 6.0 + 18.0 * torch.rand(n, generator=g)
    age = 2.0 + 2.0 * torch.rand(n, generator=g)
    depth = 1.0 + 4.0 * torch.rand(n, generator=g)
    growth = 0.018 * (temp - 15.0) * (1.0 + 0.15 * chl) - 0.01 * (salinity - 33.0).abs()
    nacre = (months * growth * (1.2 - 0.1 * age) * (1.0 - 0.03 * depth)).clamp(min=0.05)
    nacre = nacre + 0.03 * torch.randn(n, generator=g)

    blemish = torch.rand(n, generator=g)
    lustre = 0.4 * nacre[:, None] + 0.1 * torch.randn(n, 3, generator=g)
    roundness = 0.6 + 0.4 * torch.rand(n, generator=g)
    quality = 2.2 * nacre - 1.5 * blemish + 0.8 * lustre.mean(1) + 1.0 * roundness
    quality = quality + 0.1 * torch.randn(n, generator=g)
    cuts = torch.quantile(quality, torch.tensor([0.25, 0.5, 0.75]))
    grade = 3 - torch.bucketize(quality, cuts)

    water = _standardise(torch.stack([temp, salinity, chl, months, age, depth], 1))
    surface = _standardise(torch.cat([blemish[:, None], lustre, roundness[:, None]], 1))
    return {"water": water, "surface": surface, "thickness": nacre[:, None], "grade": grade}


def minibatches(records, batch_size, generator):
    n = records["grade"].shape[0]
    order = torch.randperm(n, generator=generator)
    for start in range(0, n, batch_size):
        idx = order[start:start + batch_size]
        yield {key: value[idx] for key, value in records.items()}
