import torch

FIELDS = ("ground_temp_c", "lapse_rate_c_per_km", "wind_kmh", "altitude_m", "hour", "cloud_base_m",
          "terrain_albedo", "airspeed_kmh")


def climb_log(n, generator):
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=generator)
    ground, lapse, wind = u(10, 34), u(5, 10), u(0, 35)
    alt, hour, base = u(300, 2500), u(9, 18), u(1200, 3200)
    albedo, airspeed = u(0.1, 0.5), u(30, 60)
    x = torch.stack([ground, lapse, wind, alt, hour, base, albedo, airspeed], 1)
    heating = torch.sin((hour - 8) / 10 * torch.pi).clamp_min(0)
    lift = 0.35 * (lapse - 6.5) + 0.08 * (ground - 20) * heating + 2.5 * (0.4 - albedo)
    lift = lift * torch.sigmoid((base - alt) / 200) - 0.03 * wind + 1.5
    return x, lift.clamp_min(0.0)


def glider_sink(airspeed_kmh):
    """Polar of a flex-wing glider: minimum sink ~1.0 m/s at 38 km/h."""
    return 1.0 + 0.0018 * (airspeed_kmh - 38.0) ** 2


def split(opts):
    g = torch.Generator().manual_seed(opts.seed)
    x, lift = climb_log(opts.n_climbs, g)
    vario = lift - glider_sink(x[:, 7]) + 0.2 * torch.randn(len(x), generator=g)
    mu, sd = x.mean(0), x.std(0)
    v = opts.n_val
    return (x[v:], vario[v:]), (x[:v], vario[:v]), (mu, sd)
