import torch

OILS = ["olive", "coconut", "palm", "castor", "shea", "lard"]


def recipe_book(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    frac = torch.distributions.Dirichlet(torch.ones(len(OILS))).sample((n,))
    superfat = 0.02 + 0.06 * torch.rand(n, 1, generator=g)
    water = 0.28 + 0.1 * torch.rand(n, 1, generator=g)
    cure_weeks = 2 + 6 * torch.rand(n, 1, generator=g)
    # saturated fats (coconut, palm, shea, lard) harden, castor and olive soften
    sat = frac[:, 1:2] * 1.0 + frac[:, 2:3] * 0.9 + frac[:, 4:5] * 0.6 + frac[:, 5:6] * 0.8
    soft = frac[:, 0:1] * 0.5 + frac[:, 3:4] * 1.2
    hardness = 35 + 45 * sat - 20 * soft - 150 * (superfat - 0.05) - 60 * (water - 0.33)
    hardness = hardness + 12 * (1 - torch.exp(-cure_weeks / 3)) + 1.5 * torch.randn(n, 1, generator=g)
    x = torch.cat([frac, superfat * 10, water * 3, cure_weeks / 4], 1)
    return x, hardness
