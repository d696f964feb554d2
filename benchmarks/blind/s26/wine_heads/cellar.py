import torch

FEATURES = ("fixed_acidity", "volatile_acidity", "citric_acid", "residual_sugar", "chlorides",
            "free_so2", "total_so2", "density", "ph", "sulphates", "alcohol")
VARIETALS = ("riesling", "pinot_noir", "syrah", "tempranillo")


def tasting_notes(count, generator):
    varietal = torch.randint(0, len(VARIETALS), (count,), generator=generator)
    x = torch.randn(count, len(FEATURES), generator=generator)
    x[:, 3] += torch.where(varietal == 0, 1.5, -0.3)
    x[:, 10] += torch.where(varietal == 2, 0.8, 0.0)
    shared = 0.6 * x[:, 10] - 0.5 * x[:, 1] + 0.25 * x[:, 9]
    style = torch.stack([
        0.5 * x[:, 3] + 0.4 * x[:, 2] - 0.3 * x[:, 8],
        -0.6 * x[:, 4] + 0.3 * x[:, 9] * x[:, 10],
        0.4 * x[:, 0] - 0.3 * x[:, 3] + 0.2 * x[:, 7] ** 2,
        0.5 * x[:, 6].tanh() - 0.4 * x[:, 5],
    ], dim=1).gather(1, varietal[:, None]).squeeze(1)
    quality = 5.8 + 0.8 * (shared + style) + 0.3 * torch.randn(count, generator=generator)
    return x, varietal, quality
