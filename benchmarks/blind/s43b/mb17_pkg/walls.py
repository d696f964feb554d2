"""Synthetic wall-section survey: bulge depth (cm), lean (deg), batter ratio, through-stones per m,
coping missing (fraction), wall age (years since last rebuild), livestock pressure, frost days,
ivy/ tree roots (0/1), soil wetness. Label: section needed rebuilding within 5 years (~15 %)."""
import torch


def survey(args):
    g = torch.Generator().manual_seed(args.seed)
    n = args.sections
    bulge = torch.distributions.Gamma(2.0, 0.4).sample((n,))
    lean = 3 * torch.rand(n, generator=g)
    batter = 0.1 + 0.15 * torch.rand(n, generator=g)
    through = torch.poisson(torch.full((n,), 1.5), generator=g)
    coping = torch.rand(n, generator=g) ** 2
    age = 150 * torch.rand(n, generator=g)
    stock = torch.rand(n, generator=g)
    frost = 20 + 60 * torch.rand(n, generator=g)
    roots = (torch.rand(n, generator=g) < 0.2).float()
    wet = torch.rand(n, generator=g)
    risk = (0.35 * bulge + 0.9 * lean - 8 * batter - 0.6 * through + 2.0 * coping + 0.01 * age
            + 1.0 * stock + 0.02 * frost + 1.2 * roots + 0.8 * wet - 6.6)
    label = (torch.rand(n, generator=g) < torch.sigmoid(2 * risk)).float()
    x = torch.stack([bulge / 10, lean / 3, batter / 0.25, through / 3, coping, age / 150, stock, frost / 80,
                     roots, wet], 1)
    perm = torch.randperm(n, generator=g)
    x, label = x[perm], label[perm, None]
    cut = int(0.75 * n)
    return (x[:cut], label[:cut]), (x[cut:], label[cut:])
