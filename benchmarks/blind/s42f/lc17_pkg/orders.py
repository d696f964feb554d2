"""Synthetic delivery orders."""
import numpy as np
import torch

N_RESTAURANTS = 80
VEHICLES = ("bike", "scooter", "car")
PROMISE_MIN = 35.0


def simulate_orders(n, seed):
    rng = np.random.default_rng(seed)
    world = np.random.default_rng(2024)
    prep_mean = world.gamma(4.0, 3.5, N_RESTAURANTS)
    restaurant = rng.integers(0, N_RESTAURANTS, n)
    hour = rng.choice(np.arange(10, 24), n)
    vehicle = rng.choice(3, n, p=[0.4, 0.45, 0.15])
    distance = rng.gamma(2.0, 1.4, n)
    items = rng.integers(1, 9, n)
    rain = (rng.random(n) < 0.15).astype(float)
    rush = ((hour >= 12) & (hour <= 13)) | ((hour >= 19) & (hour <= 20))
    speed = np.array([14.0, 22.0, 25.0])[vehicle] * (1 - 0.25 * rain) * (1 - 0.2 * rush)
    prep = prep_mean[restaurant] * (1 + 0.05 * items) * (1 + 0.3 * rush) * rng.lognormal(0, 0.2, n)
    minutes = prep + 60 * distance / speed + 4 + rng.gamma(2.0, 1.5, n)
    x = np.column_stack([np.log1p(distance), items / 8.0, rain, rush.astype(float)])
    t = lambda a, d=torch.long: torch.as_tensor(a, dtype=d)  # noqa: E731
    return {"restaurant": t(restaurant), "hour": t(hour), "vehicle": t(vehicle), "x": t(x, torch.float32),
            "minutes": t(minutes, torch.float32), "late": t(minutes > PROMISE_MIN, torch.float32)}


def loader(data, batch_size, shuffle=True):
    n = len(data["minutes"])
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for s in range(0, n, batch_size):
        rows = order[s:s + batch_size]
        yield {k: v[rows] for k, v in data.items()}
