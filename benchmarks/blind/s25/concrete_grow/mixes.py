import torch

INGREDIENTS = ("cement", "slag", "fly_ash", "water", "superplasticizer", "coarse", "fine", "age")


def concrete_batches(count, generator):
    """Mix designs (kg/m3, days) and a compressive-strength law in the spirit of Abrams' rule."""
    u = torch.rand(count, 8, generator=generator)
    cement = 150 + 390 * u[:, 0]
    slag = 200 * u[:, 1] ** 2
    ash = 150 * u[:, 2] ** 2
    water = 140 + 90 * u[:, 3]
    plasticizer = 20 * u[:, 4]
    coarse = 800 + 350 * u[:, 5]
    fine = 600 + 350 * u[:, 6]
    age = 3 + 87 * u[:, 7] ** 2
    binder = cement + 0.8 * slag + 0.5 * ash
    ratio = water / binder
    strength = 95 * torch.exp(-1.7 * ratio) * torch.log1p(age) / torch.log1p(torch.tensor(28.0))
    strength = strength * (1 + 0.01 * plasticizer) - 0.002 * (fine - 775)
    strength = strength + 2.0 * torch.randn(count, generator=generator)
    raw = torch.stack([cement, slag, ash, water, plasticizer, coarse, fine, age], dim=1)
    return raw, strength.unsqueeze(1)


def standardise(train_raw, *others):
    mean, std = train_raw.mean(0), train_raw.std(0)
    return [(t - mean) / std for t in (train_raw, *others)]
