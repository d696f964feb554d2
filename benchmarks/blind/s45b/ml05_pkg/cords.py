import torch

KNOTS = ["square", "half_hitch", "lark", "overhand"]
MATERIALS = {  # material: (base efficiency, sensitivity to wetness, stiffness)
    "cotton": (0.55, -0.10, 0.3),
    "jute": (0.48, -0.20, 0.8),
    "hemp": (0.52, -0.05, 0.7),
    "nylon": (0.62, 0.02, 0.2),
    "polyester": (0.66, 0.00, 0.4),
    "silk": (0.58, -0.08, 0.1),
}
KNOT_EFFECT = torch.tensor([0.05, -0.08, 0.00, -0.12])


def pull_tests(material, n, gen):
    base, wet_k, stiff = MATERIALS[material]
    knot = torch.randint(0, len(KNOTS), (n,), generator=gen)
    diameter = 2.0 + 4.0 * torch.rand(n, generator=gen)      # mm
    wet = (torch.rand(n, generator=gen) < 0.3).float()
    dressing = torch.rand(n, generator=gen)                    # how well the knot was dressed
    eff = (base + KNOT_EFFECT[knot] + wet_k * wet - 0.03 * stiff * (diameter - 4.0)
           + 0.1 * dressing * (1.0 - stiff) + 0.01 * torch.randn(n, generator=gen))
    x = torch.cat([
        torch.nn.functional.one_hot(knot, len(KNOTS)).float(),
        ((diameter - 4.0) / 1.2).unsqueeze(1), wet.unsqueeze(1), dressing.unsqueeze(1),
    ], dim=1)
    return x, eff.unsqueeze(1)


def workshop_stream(batch, seed=0, reveal_every=60):
    """Workshops report materials one by one; new materials show up over time."""
    gen = torch.Generator().manual_seed(seed)
    names = list(MATERIALS)
    step = 0
    while True:
        available = names[: 2 + step // reveal_every]
        material = available[torch.randint(0, len(available), (1,), generator=gen).item()]
        x, y = pull_tests(material, batch, gen)
        yield material, x, y
        step += 1
