"""Parachute canopy descent rate: many wind-tunnel runs on scale models, few real drop tests."""
import torch

FIELDS = ["area_m2", "porosity", "load_kg", "vent_ratio", "suspension_len", "air_density"]


def _descent(area, porosity, load, vent, lines, rho, cd_shift, gen, noise):
    cd = 0.85 - 0.9 * porosity - 0.6 * vent + 0.12 * torch.log(lines) + cd_shift
    v = torch.sqrt(2 * load * 9.81 / (rho * cd.clamp(min=0.2) * area))
    return v + noise * torch.randn(len(v), generator=gen)


def _sample(n, gen, area_range, load_range):
    area = area_range[0] + (area_range[1] - area_range[0]) * torch.rand(n, generator=gen)
    porosity = 0.02 + 0.18 * torch.rand(n, generator=gen)
    load = load_range[0] + (load_range[1] - load_range[0]) * torch.rand(n, generator=gen)
    vent = 0.1 * torch.rand(n, generator=gen)
    lines = 0.8 + 0.8 * torch.rand(n, generator=gen)
    rho = 1.0 + 0.25 * torch.rand(n, generator=gen)
    return area, porosity, load, vent, lines, rho


def wind_tunnel(n, gen):
    cols = _sample(n, gen, (2.0, 40.0), (5.0, 120.0))
    return torch.stack(cols, 1), _descent(*cols, 0.0, gen, 0.15)


def drop_tests(n, gen):
    cols = _sample(n, gen, (20.0, 60.0), (60.0, 130.0))
    return torch.stack(cols, 1), _descent(*cols, -0.08, gen, 0.25)


def featurise(x):
    area, porosity, load, vent, lines, rho = x.unbind(1)
    return torch.stack([torch.log(area), porosity * 5, torch.log(load), vent * 10,
                        lines - 1.2, rho - 1.12, torch.log(load / area)], 1)
