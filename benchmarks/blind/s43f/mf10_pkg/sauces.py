"""Small-batch hot-sauce lab: predict log10 Scoville heat units from the recipe."""
import torch

PEPPERS = ["jalapeno", "cayenne", "habanero", "ghost", "scorpion", "chipotle"]
PEPPER_LOG_SHU = torch.tensor([3.7, 4.6, 5.4, 6.0, 6.2, 3.9])


def recipes(n, seed=29):
    g = torch.Generator().manual_seed(seed)
    conc = torch.distributions.Dirichlet(0.6 * torch.ones(len(PEPPERS))).sample((n,))
    pepper_frac = 0.15 + 0.5 * torch.rand(n, 1, generator=g)
    vinegar = 0.1 + 0.4 * torch.rand(n, 1, generator=g)
    ferment_days = 60 * torch.rand(n, 1, generator=g)
    fruit = 0.3 * torch.rand(n, 1, generator=g)
    sugar = 0.1 * torch.rand(n, 1, generator=g)
    seeds_kept = (torch.rand(n, 1, generator=g) < 0.5).float()
    shu = (conc * torch.pow(10.0, PEPPER_LOG_SHU)).sum(1, keepdim=True) * pepper_frac
    shu = shu * (1 + 0.3 * seeds_kept) * (1 - 0.6 * fruit) * (1 - 1.5 * sugar)
    shu = shu * (1 + 0.004 * ferment_days) / (1 + 0.8 * vinegar)
    log_shu = torch.log10(shu) + 0.05 * torch.randn(n, 1, generator=g)
    x = torch.cat([conc, pepper_frac, vinegar, ferment_days / 60, fruit, sugar, seeds_kept], 1)
    return x, log_shu.squeeze(1)
