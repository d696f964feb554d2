"""Mechanical keyboard switches on the force tester.

Targets per switch: actuation force and peak tactile bump (gram-force).
Stem types: 0 = unknown/other, 1 linear, 2 tactile, 3 clicky, 4 silent tactile."""
import torch

STEMS = ["unknown", "linear", "tactile", "clicky", "silent_tactile"]


def make_switches(n=3000, seed=8):
    g = torch.Generator().manual_seed(seed)
    stem = torch.randint(1, len(STEMS), (n,), generator=g)
    stem[torch.rand(n, generator=g) < 0.05] = 0
    spring = torch.rand(n, generator=g) * 50 + 35        # spring rating, gf
    lube = torch.rand(n, generator=g)                     # 0 dry .. 1 heavy
    travel = torch.rand(n, generator=g) * 1.2 + 3.2      # mm total travel
    pom = (torch.rand(n, generator=g) < 0.4).float()     # POM vs nylon housing
    bump_base = torch.tensor([8.0, 0.0, 18.0, 14.0, 16.0])[stem]
    act = 0.92 * spring + 4 * (1 - lube) - 3 * pom + 2 * (travel - 3.8) + torch.randn(n, generator=g) * 1.5
    bump = bump_base * (1 - 0.35 * lube) * (0.6 + spring / 100) + torch.randn(n, generator=g)
    bump = bump.clamp(min=0)
    num = torch.stack([(spring - 60) / 15, lube - 0.5, (travel - 3.8) / 0.35, pom], 1)
    return stem, num, torch.stack([act, bump], 1)
