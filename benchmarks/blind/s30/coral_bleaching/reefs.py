import torch

WEEKS = 52
SEVERITY = ("none", "watch", "moderate", "severe")
STATIC = ("depth_m", "turbidity", "abs_latitude", "historical_max")


def reef_surveys(n, seed):
    """Weekly SST anomaly and light at reef sites for a year, with the survey's bleaching severity."""
    gen = torch.Generator().manual_seed(seed)
    weeks = torch.arange(WEEKS, dtype=torch.float32)
    peak_week = 30 + 10 * torch.rand(n, 1, generator=gen)
    heat = 2.5 * torch.rand(n, 1, generator=gen)
    sst_anom = heat * torch.exp(-0.5 * ((weeks - peak_week) / 5.0) ** 2) + 0.3 * torch.randn(n, WEEKS, generator=gen)
    light = 0.5 + 0.3 * torch.sin(2 * 3.1416 * weeks / WEEKS) + 0.1 * torch.randn(n, WEEKS, generator=gen)
    depth = 1 + 19 * torch.rand(n, generator=gen)
    turbidity = torch.rand(n, generator=gen)
    latitude = 5 + 25 * torch.rand(n, generator=gen)
    hist_max = 0.5 + 1.5 * torch.rand(n, generator=gen)

    hotspot = (sst_anom - 1.0).clamp(min=0.0)
    dhw = hotspot.unfold(1, 12, 1).sum(dim=2).max(dim=1).values
    stress = dhw * (1.2 - depth / 25.0) * (1.1 - 0.4 * turbidity) / (0.5 + 0.5 * hist_max)
    severity = torch.bucketize(stress + 0.3 * torch.randn(n, generator=gen), torch.tensor([1.0, 3.0, 6.0]))
    series = torch.stack([sst_anom, light], dim=1)
    static = torch.stack([depth / 20.0, turbidity, latitude / 30.0, hist_max / 2.0], dim=1)
    return series, static, severity
