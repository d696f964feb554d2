import torch

TRAIL = ("packed", "powder", "crust", "overflow")


def race_legs(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    dogs = torch.randint(6, 15, (n,), generator=g).float()
    temp = -40.0 + 35.0 * torch.rand(n, generator=g)               # deg C
    trail = torch.randint(0, len(TRAIL), (n,), generator=g)
    distance = 30.0 + 90.0 * torch.rand(n, generator=g)            # km
    climb = 800.0 * torch.rand(n, generator=g)                      # m
    rest = 8.0 * torch.rand(n, generator=g)                         # h before the leg
    fatigue = 900.0 * torch.rand(n, generator=g)                    # km already run
    drag = torch.tensor([0.0, 1.8, 0.8, 2.5])[trail]
    speed = (14.5 + 0.25 * (dogs - 10.0) - 0.004 * (temp + 15.0) ** 2 - drag
             - 0.003 * climb - 0.0025 * fatigue + 0.35 * torch.sqrt(rest)
             - 0.01 * (distance - 60.0))
    speed = speed + 0.4 * torch.randn(n, generator=g)
    x = torch.cat([
        torch.stack([(dogs - 10.0) / 2.5, (temp + 22.0) / 10.0, (distance - 75.0) / 26.0,
                     (climb - 400.0) / 230.0, (rest - 4.0) / 2.3,
                     (fatigue - 450.0) / 260.0], dim=1),
        torch.nn.functional.one_hot(trail, len(TRAIL)).float(),
    ], dim=1)
    return x, speed.unsqueeze(1), distance
