"""Synthetic dunnage-warehouse samplings.

Per cask: wood (0 American oak ex-bourbon, 1 European oak ex-sherry), fill (1st/2nd/3rd), char level,
tier in the warehouse (height -> temperature swing), plus an unobserved per-cask "activity".
Per sampling: months in wood. Targets: colour (EBC/10) and ester score (0-1)."""
import torch


def simulate(args):
    g = torch.Generator().manual_seed(args.seed)
    n = args.casks
    wood = torch.randint(0, 2, (n,), generator=g).float()
    fill = torch.randint(1, 4, (n,), generator=g).float()
    char = torch.randint(1, 5, (n,), generator=g).float()
    tier = torch.randint(1, 7, (n,), generator=g).float()
    activity = 0.5 + torch.rand(n, generator=g)   # hidden per-cask effect
    rows, targets, cask_ids = [], [], []
    for c in range(n):
        months = torch.randint(6, 240, (args.samplings,), generator=g).float()
        rate = activity[c] * (1.6 - 0.35 * fill[c]) * (1 + 0.15 * char[c]) * (1 + 0.05 * tier[c])
        colour = (1 + 1.5 * wood[c]) * rate * torch.log1p(months / 12) + 0.1 * torch.randn(args.samplings, generator=g)
        ester = torch.sigmoid(0.02 * months * rate - 2 + 0.6 * wood[c]) + 0.02 * torch.randn(args.samplings, generator=g)
        feats = torch.stack([wood[c].expand(args.samplings), fill[c].expand(args.samplings) / 3,
                             char[c].expand(args.samplings) / 4, tier[c].expand(args.samplings) / 6, months / 240], 1)
        rows.append(feats)
        targets.append(torch.stack([colour / 5, ester], 1))
        cask_ids.append(torch.full((args.samplings,), c, dtype=torch.long))
    x, y, ids = torch.cat(rows), torch.cat(targets), torch.cat(cask_ids)
    perm = torch.randperm(len(x), generator=g)
    x, y, ids = x[perm], y[perm], ids[perm]
    cut = int(0.8 * len(x))
    return (x[:cut], ids[:cut], y[:cut]), (x[cut:], ids[cut:], y[cut:])
