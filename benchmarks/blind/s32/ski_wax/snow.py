"""Snow conditions and the test stretch (a stand-in for the wax techs' glide tests)."""
import torch

CONDITIONS = ("snow_temp", "air_temp", "humidity", "grain_age", "new_snow", "dirt")
WAXES = ("cold_hard", "mid", "warm_soft", "wet_additive")
RECIPE = len(WAXES) + 1  # wax blend + grind depth


def draw_conditions(n, generator=None):
    c = torch.randn(n, len(CONDITIONS), generator=generator)
    c[:, 4] = torch.rand(n, generator=generator)
    return c


def glide_bench(conditions, recipe, generator=None):
    """Seconds over the glide stretch, lower is better."""
    snow_temp, air_temp, humidity, age, new_snow, dirt = conditions.unbind(dim=1)
    blend, grind = recipe[:, :len(WAXES)], recipe[:, len(WAXES)]
    ideal = torch.softmax(torch.stack([
        -1.5 * snow_temp - 0.5 * new_snow,
        torch.zeros_like(snow_temp),
        1.5 * snow_temp + 0.3 * age,
        1.2 * humidity + 0.8 * snow_temp + 0.5 * dirt,
    ], dim=1), dim=1)
    ideal_grind = torch.sigmoid(0.8 * humidity + 0.6 * snow_temp - 0.4 * new_snow)
    mismatch = (blend - ideal).pow(2).sum(dim=1) + 0.5 * (grind - ideal_grind) ** 2
    base = 21.0 + 0.4 * age + 0.6 * dirt
    noise = 0.05 * torch.randn(conditions.shape[0], generator=generator)
    return base + 6.0 * mismatch + noise
