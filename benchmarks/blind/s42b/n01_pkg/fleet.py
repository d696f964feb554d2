"""Synthetic telemetry: one row per completed trip of an electric bus."""
import math

import torch


FEATURES = ("distance_km", "ambient_c", "load_pax", "climb_m", "stops", "hvac_on")


def simulate_trips(n_trips=2400, n_routes=12, seed=0):
    g = torch.Generator().manual_seed(seed)
    route = torch.randint(0, n_routes, (n_trips,), generator=g)
    route_len = 6.0 + 14.0 * torch.rand(n_routes, generator=g)
    route_hill = 40.0 * torch.rand(n_routes, generator=g)
    distance = route_len[route] * (0.9 + 0.2 * torch.rand(n_trips, generator=g))
    ambient = 12.0 + 14.0 * torch.sin(torch.rand(n_trips, generator=g) * 2 * math.pi)
    load = torch.poisson(torch.full((n_trips,), 28.0), generator=g)
    climb = route_hill[route] * (0.5 + torch.rand(n_trips, generator=g))
    stops = torch.poisson(distance * 1.6, generator=g)
    hvac = ((ambient < 6) | (ambient > 24)).float()

    # kWh: rolling + mass + grade + stop/start + heating/cooling, per-route driver style
    style = 1.0 + 0.15 * torch.randn(n_routes, generator=g)
    kwh = (
        1.05 * distance * (1.0 + 0.004 * load)
        + 0.09 * climb
        + 0.11 * stops
        + hvac * 0.35 * distance * (1.0 + 0.02 * (ambient - 15).abs())
    ) * style[route]
    kwh = kwh + 0.6 * torch.randn(n_trips, generator=g)

    X = torch.stack([distance, ambient, load, climb, stops, hvac], dim=1)
    return X, route, kwh


class TripTable:
    """Standardises features once and hands out shuffled mini-batches."""

    def __init__(self, X, route, y, batch_size=64, mean=None, std=None):
        self.mean = X.mean(0) if mean is None else mean
        self.std = X.std(0).clamp_min(1e-6) if std is None else std
        self.X = (X - self.mean) / self.std
        self.route = route
        self.y = y
        self.batch_size = batch_size

    def __len__(self):
        return math.ceil(len(self.y) / self.batch_size)

    def __iter__(self):
        order = torch.randperm(len(self.y))
        for i in range(0, len(order), self.batch_size):
            idx = order[i:i + self.batch_size]
            yield {"x": self.X[idx], "route": self.route[idx], "kwh": self.y[idx]}

    def split(self, frac=0.8):
        n = int(frac * len(self.y))
        a = TripTable(self.X[:n] * self.std + self.mean, self.route[:n], self.y[:n],
                      self.batch_size, self.mean, self.std)
        b = TripTable(self.X[n:] * self.std + self.mean, self.route[n:], self.y[n:],
                      self.batch_size, self.mean, self.std)
        return a, b
