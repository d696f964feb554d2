"""Pro-shop records: tension lost (% of reference) by a freshly strung racket after
some hours of play."""
import torch

MATERIALS = ["natural_gut", "multifilament", "polyester", "kevlar_hybrid"]


def shop_records(n, seed=23):
    g = torch.Generator().manual_seed(seed)
    mat = torch.randint(0, 4, (n,), generator=g)
    gauge = 1.15 + 0.2 * torch.rand(n, generator=g)            # mm
    ref_kg = 20 + 8 * torch.rand(n, generator=g)
    hours = 10 * torch.rand(n, generator=g) ** 1.5
    swing = 80 + 60 * torch.rand(n, generator=g)              # km/h
    temp = 5 + 30 * torch.rand(n, generator=g)
    electronic = (torch.rand(n, generator=g) < 0.5).float()
    prestretch = (torch.rand(n, generator=g) < 0.3).float()
    base = torch.tensor([6.0, 9.0, 14.0, 11.0])[mat]
    rate = torch.tensor([0.8, 1.2, 2.6, 1.6])[mat]
    loss_pct = (base * (1 - 0.5 * prestretch) * (1 - 0.15 * electronic)
                + rate * torch.log1p(hours) * (swing / 110) ** 1.3
                + 0.12 * (temp - 20) + 6 * (1.3 - gauge) + 0.1 * (ref_kg - 24)
                + 0.7 * torch.randn(n, generator=g))
    x = torch.cat([torch.nn.functional.one_hot(mat, 4).float(),
                   torch.stack([(gauge - 1.25) / 0.1, (ref_kg - 24) / 4, hours / 10,
                                (swing - 110) / 30, (temp - 20) / 10, electronic, prestretch], 1)],
                  1)
    return x, loss_pct
