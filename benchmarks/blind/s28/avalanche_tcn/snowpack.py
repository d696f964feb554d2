import torch

DANGER = ("low", "moderate", "considerable", "high")
CHANNELS = ("new snow cm", "wind m/s", "air temp C", "radiation", "rain mm", "snow temp gradient")


def winter_days(count, days=21, seed=0):
    """Weather sequences before a forecast day, and the regional danger level (1-4) it got.
    Danger rises with recent loading (new snow x wind), rain on snow and warming, and
    with a persistent weak layer formed under a strong temperature gradient weeks earlier."""
    generator = torch.Generator().manual_seed(seed)
    randn = lambda *s: torch.randn(*s, generator=generator)
    storm = (torch.rand(count, days, generator=generator) < 0.2).float()
    new_snow = storm * (10 + 25 * torch.rand(count, days, generator=generator))
    wind = (4 + 6 * storm + 2 * randn(count, days)).clamp(min=0)
    temp = -8 + 4 * torch.sin(torch.linspace(0, 3, days)) + 3 * randn(count, 1) + 1.5 * randn(count, days)
    radiation = (0.5 + 0.3 * randn(count, days)).clamp(0, 1) * (1 - 0.7 * storm)
    rain = ((temp > 0.5).float() * storm * 8 * torch.rand(count, days, generator=generator))
    gradient = (12 - 0.8 * (temp + 8) + 3 * randn(count, days)).clamp(min=0) * (1 - storm)
    weather = torch.stack([new_snow, wind, temp, radiation, rain, gradient], 1)        # [N, 6, days]

    recent = torch.arange(days) >= days - 3
    loading = (new_snow * (1 + wind / 8))[:, recent].sum(1)
    weak_layer = (gradient[:, : days - 7] > 14).float().sum(1)                         # faceting weeks earlier
    buried = new_snow[:, days - 7:].sum(1)
    wet = rain[:, recent].sum(1) + 4 * (temp[:, recent] > 1).float().sum(1)
    score = 0.025 * loading + 0.35 * weak_layer.clamp(max=4) * (buried > 20).float() + 0.12 * wet + 0.3 * randn(count)
    danger = torch.bucketize(score, torch.tensor([0.8, 1.8, 2.9]))
    return weather, danger


def standardise(train, *others):
    mean, std = train.mean((0, 2), keepdim=True), train.std((0, 2), keepdim=True)
    return [(x - mean) / std for x in (train, *others)]
