import torch

IRONS = ["belgian_cast", "stovetop_nordic", "commercial_rotary", "mini_heart"]
# iron: (heat gain, plate mass, non-linearity); each recipe is cooked on every iron
IRON_PHYSICS = {"belgian_cast": (1.0, 1.4, 0.2), "stovetop_nordic": (0.7, 0.8, 0.6),
                "commercial_rotary": (1.3, 1.8, 0.1), "mini_heart": (0.9, 0.5, 0.9)}
SCALE = {"belgian_cast": 1.0, "stovetop_nordic": 3.0, "commercial_rotary": 0.5, "mini_heart": 2.0}


def recipes(n, gen):
    sugar = torch.rand(n, generator=gen)          # sugar fraction (scaled)
    milk = torch.rand(n, generator=gen)
    rest_min = torch.rand(n, generator=gen)       # batter resting time
    seconds = torch.rand(n, generator=gen)        # cook time
    setting = torch.rand(n, generator=gen)        # dial setting
    x = torch.stack([sugar, milk, rest_min, seconds, setting], 1) * 2 - 1
    targets = {}
    for iron, (gain, mass, nl) in IRON_PHYSICS.items():
        heat = gain * (0.6 * setting + 0.4 * seconds) - 0.2 * mass * (1 - seconds)
        brown = torch.tanh(2.0 * heat + 0.8 * sugar + 0.3 * milk) + nl * torch.sin(3 * heat) * sugar
        targets[iron] = (SCALE[iron] * brown + 0.03 * torch.randn(n, generator=gen)).unsqueeze(1)
    return x, targets


def stream(batch, seed=0):
    gen = torch.Generator().manual_seed(seed)
    while True:
        yield recipes(batch, gen)
