import math

import torch

BODY_PARTS = ("right foot", "left foot", "head")
SITUATIONS = ("open play", "counter", "corner", "free kick", "penalty")


def shot_events(count, seed=0):
    generator = torch.Generator().manual_seed(seed)
    # pitch coordinates in metres: goal centre at (0, 0), x = distance from the goal line
    x = 2 + 28 * torch.rand(count, generator=generator) ** 1.3
    y = 20 * (torch.rand(count, generator=generator) - 0.5) * (0.3 + x / 30)
    body = torch.multinomial(torch.tensor([0.5, 0.3, 0.2]), count, replacement=True, generator=generator)
    situation = torch.multinomial(torch.tensor([0.62, 0.12, 0.14, 0.09, 0.03]), count, replacement=True, generator=generator)
    penalty = situation == 4
    x = torch.where(penalty, torch.full_like(x, 11.0), x)
    y = torch.where(penalty, torch.zeros_like(y), y)
    defenders = torch.poisson(0.4 + x / 10, generator=generator).clamp(max=6)
    defenders = torch.where(penalty, torch.zeros_like(defenders), defenders)
    distance = torch.sqrt(x ** 2 + y ** 2)
    # angle subtended by the 7.32 m goal mouth
    angle = torch.atan2(7.32 * x, x ** 2 + y ** 2 - (7.32 / 2) ** 2) % math.pi
    logit = (-0.2 + 1.6 * angle - 0.09 * distance - 0.35 * defenders
             + torch.tensor([0.0, -0.1, -0.9])[body]
             + torch.tensor([0.0, 0.4, -0.3, -0.2, 1.2])[situation])
    goal = torch.bernoulli(torch.sigmoid(logit), generator=generator)
    numeric = torch.stack([distance / 10, angle, defenders / 2, y.abs() / 10], 1)
    return {"numeric": numeric, "body": body, "situation": situation, "goal": goal}


def matches(events, shots_per_match=28):
    """Yield the shots one match at a time (the data arrive match by match)."""
    count = len(events["goal"])
    for start in range(0, count, shots_per_match):
        yield {key: value[start:start + shots_per_match] for key, value in events.items()}
