"""Hourly rentals at self-service umbrella kiosks (stations, malls, campus gates)."""
import torch

KIOSK_TYPES = ["metro", "mall", "campus", "stadium", "hotel"]


def hourly_rentals(n_hours, n_kiosks=20, seed=12):
    g = torch.Generator().manual_seed(seed)
    kiosk = torch.randint(0, n_kiosks, (n_hours,), generator=g)
    ktype = kiosk % len(KIOSK_TYPES)
    hour = torch.randint(0, 24, (n_hours,), generator=g)
    weekday = torch.randint(0, 7, (n_hours,), generator=g)
    rain_prob = torch.rand(n_hours, generator=g)
    rain_mm = torch.where(torch.rand(n_hours, generator=g) < rain_prob,
                          torch.distributions.Exponential(0.4).sample((n_hours,)), torch.zeros(n_hours))
    wind = 10 * torch.rand(n_hours, generator=g)
    tourist = (torch.rand(n_hours, generator=g) < 0.3).float()
    rush = ((hour >= 7) & (hour <= 9)) | ((hour >= 17) & (hour <= 19))
    type_base = torch.tensor([1.2, 0.6, 0.8, 0.2, 0.4])[ktype]
    log_rate = (-1.0 + type_base + 0.9 * torch.log1p(rain_mm) + 0.8 * rain_prob
                + 0.5 * rush.float() * (weekday < 5).float() + 0.3 * tourist - 0.05 * wind
                + 0.3 * torch.sin(kiosk.float()))
    count = torch.poisson(torch.exp(log_rate), generator=g)
    dense = torch.stack([torch.sin(hour / 24 * 6.283), torch.cos(hour / 24 * 6.283),
                         (weekday >= 5).float(), rain_prob, torch.log1p(rain_mm), wind / 10,
                         tourist], 1)
    return {"kiosk": kiosk, "dense": dense, "count": count}


def minibatches(data, batch_size, gen):
    n = len(data["count"])
    perm = torch.randperm(n, generator=gen)
    for i in range(0, n, batch_size):
        idx = perm[i:i + batch_size]
        yield {k: v[idx] for k, v in data.items()}
