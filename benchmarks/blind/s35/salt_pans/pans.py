"""Solar saltworks: brine density (degrees Baume) in the crystallising pans after a day.
Each pan is read with its own hydrometer, and every hydrometer has an offset and a gain."""
import torch

WEATHER = ("start_baume", "depth_cm", "air_temp_c", "wind_m_s", "rel_humidity", "sun_h")
N_PANS = 12


def pan_days(n, generator, hydrometers):
    g = generator
    start = 16.0 + 9.0 * torch.rand(n, generator=g)
    depth = 5.0 + 20.0 * torch.rand(n, generator=g)
    temp = 18.0 + 16.0 * torch.rand(n, generator=g)
    wind = 6.0 * torch.rand(n, generator=g)
    rh = 0.35 + 0.5 * torch.rand(n, generator=g)
    sun = 4.0 + 9.0 * torch.rand(n, generator=g)
    pan = torch.randint(0, N_PANS, (n,), generator=g)

    evaporation = 0.05 * sun * (temp - 10.0) * (1.0 - rh) * (1.0 + 0.15 * wind) / depth
    true_baume = (start + 12.0 * evaporation * (30.0 - start) / 14.0).clamp(max=29.5)
    offset, gain = hydrometers[:, 0], hydrometers[:, 1]
    reading = offset[pan] + gain[pan] * true_baume + 0.15 * torch.randn(n, generator=g)
    x = torch.stack([start / 25.0, depth / 25.0, temp / 34.0, wind / 6.0, rh, sun / 13.0], 1)
    return x, pan, reading


def hydrometer_set(generator):
    offset = 1.2 * torch.randn(N_PANS, generator=generator)
    gain = 1.0 + 0.04 * torch.randn(N_PANS, generator=generator)
    return torch.stack([offset, gain], 1)
