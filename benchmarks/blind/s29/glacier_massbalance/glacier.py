import torch

TRUE_DDF = torch.tensor([2.4, 2.9, 3.6, 4.4, 5.3, 6.1])   # mm w.e. / (deg C day)
TRUE_PCF = torch.tensor([1.6, 1.45, 1.3, 1.2, 1.1, 1.0])


def climate_record(years, bands, generator):
    """Positive degree days and solid precipitation per elevation band and year."""
    elevation = torch.linspace(3400, 2600, bands)
    t_mean = 1.5 + 0.8 * torch.randn(years, 1, generator=generator)
    lapse = -0.0065 * (elevation - 3000)
    pdd = torch.relu(t_mean + lapse).mul(95) + 40 * torch.rand(years, bands, generator=generator)
    snow = (1100 + 250 * torch.randn(years, 1, generator=generator)) * torch.linspace(1.3, 0.7, bands)
    snow = snow.clamp(min=200)
    balance = TRUE_PCF * snow - TRUE_DDF * pdd + 60 * torch.randn(years, bands, generator=generator)
    features = torch.stack([pdd / 1000, snow / 1000], dim=-1)
    return features, balance / 1000
