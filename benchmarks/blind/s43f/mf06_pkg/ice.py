"""Festival ice sculptures: surface melt rate (mm of height per hour) from weather
and sculpture descriptors, measured with a laser gauge every hour."""
import torch

COLUMNS = ["air_c", "sun_wm2", "wind_ms", "rel_hum", "clear_ice", "surface_to_volume",
           "thinnest_cm", "on_plinth", "hour_sin", "hour_cos"]


def gauge_log(n, seed=41):
    g = torch.Generator().manual_seed(seed)
    air = -12 + 18 * torch.rand(n, generator=g)
    hour = 24 * torch.rand(n, generator=g)
    sun = (700 * torch.clamp(torch.sin((hour - 6) / 12 * torch.pi), min=0)
           * torch.rand(n, generator=g))
    wind = 8 * torch.rand(n, generator=g)
    hum = 0.3 + 0.7 * torch.rand(n, generator=g)
    clear = (torch.rand(n, generator=g) < 0.6).float()
    sv = 5 + 40 * torch.rand(n, generator=g)
    thin = 2 + 20 * torch.rand(n, generator=g)
    plinth = (torch.rand(n, generator=g) < 0.5).float()
    sensible = torch.relu(air + 2) * (0.25 + 0.12 * wind)
    radiative = sun / 300 * (1.0 - 0.35 * clear)
    melt = (sensible + radiative) * (sv / 20) ** 0.5 * (1 + 0.3 * hum) * (1 + 0.15 * plinth)
    melt = melt + 0.4 / thin + 0.05 * torch.randn(n, generator=g)
    x = torch.stack([air / 10, sun / 700, wind / 8, hum, clear, sv / 45, thin / 22, plinth,
                     torch.sin(hour / 24 * 2 * torch.pi), torch.cos(hour / 24 * 2 * torch.pi)], 1)
    return x, melt.clamp(min=0)
