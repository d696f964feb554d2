"""Synthetic deck-oven logs: predict the stone temperature one minute ahead."""
import math

import torch

FEATURES = ("stone_c", "air_c", "burner_pct", "door_open_s", "pies_on_deck", "minutes_since_fire")


def simulate(key, n=4096):
    stone = 330 + 60 * torch.rand(n, generator=key)
    air = stone + 20 * torch.randn(n, generator=key)
    burner = torch.rand(n, generator=key)
    door = torch.poisson(torch.full((n,), 4.0), generator=key)
    pies = torch.randint(0, 7, (n,), generator=key).float()
    since_fire = 240 * torch.rand(n, generator=key)
    heat_in = 14.0 * burner * torch.exp(-since_fire / 400)
    loss_door = 0.35 * door * (stone - 25) / 100
    loss_pies = 2.1 * pies * (1 + 0.3 * torch.tanh((stone - 360) / 20))
    drift = 0.04 * (air - stone)
    nxt = stone + heat_in - loss_door - loss_pies + drift + 0.3 * torch.randn(n, generator=key)
    x = torch.stack([stone, air, burner, door, pies, since_fire], dim=1)
    return {"x": x, "y": (nxt - stone).unsqueeze(1)}


def standardise(train, *others):
    mu, sd = train["x"].mean(0), train["x"].std(0)
    scale = train["y"].std()
    fix = lambda d: {"x": (d["x"] - mu) / sd, "y": d["y"] / scale}
    return (fix(train), *map(fix, others)), scale


def batches(data, batch_size, key):
    n = data["x"].shape[0]
    order = torch.randperm(n, generator=key)
    for i in range(math.ceil(n / batch_size)):
        idx = order[i * batch_size:(i + 1) * batch_size]
        yield {k: v[idx] for k, v in data.items()}
