"""Synthetic bake log of a Neapolitan-style oven."""
import torch

OUTCOMES = ("under", "good", "charred")
FEATURES = ("floor_c", "dome_c", "bake_s", "hydration", "topping_g", "turns", "dist_fire_cm", "dough_age_h")


def bake_log(n=4000, seed=19):
    g = torch.Generator().manual_seed(seed)
    floor = 380 + 70 * torch.randn(n, generator=g)
    dome = floor + 60 + 40 * torch.randn(n, generator=g)
    bake = 60 + 30 * torch.rand(n, generator=g)
    hydration = 0.58 + 0.1 * torch.rand(n, generator=g)
    topping = 120 + 80 * torch.rand(n, generator=g)
    turns = torch.randint(1, 5, (n,), generator=g).float()
    dist = 20 + 40 * torch.rand(n, generator=g)
    age = 8 + 40 * torch.rand(n, generator=g)
    bottom = (floor - 300) / 100 * bake / 75 - 0.6 * (hydration - 0.6) / 0.1 - topping / 400
    top = (dome - 380) / 100 * bake / 75 * (1 + 15 / dist) / turns ** 0.3 + 0.004 * age
    heat = 0.6 * bottom + 0.4 * top + 0.15 * torch.randn(n, generator=g)
    y = torch.bucketize(heat, torch.tensor([0.55, 1.35]))
    X = torch.stack([floor, dome, bake, hydration, topping, turns, dist, age], 1)
    return X, y
