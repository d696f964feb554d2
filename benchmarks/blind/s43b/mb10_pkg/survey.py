"""Synthetic weekly beach survey: sea-surface temperature, salinity, chlorophyll-a, onshore wind,
upwelling index, this week's jelly count. Label: bloom (count > threshold) next week."""
import torch


def simulate(args):
    g = torch.Generator().manual_seed(args.seed)
    X, Y = [], []
    for s in range(args.stations):
        w = torch.arange(args.weeks, dtype=torch.float32)
        sst = 12 + 7 * torch.sin(2 * torch.pi * (w - 14) / 52) + torch.randn(args.weeks, generator=g)
        sal = 33 - 2 * torch.rand(1, generator=g) + 0.3 * torch.randn(args.weeks, generator=g)
        chl = torch.relu(2 + torch.sin(2 * torch.pi * (w - 10) / 52) * 2 + 0.8 * torch.randn(args.weeks, generator=g))
        wind = 6 * torch.randn(args.weeks, generator=g)
        upw = torch.randn(args.weeks, generator=g)
        count = torch.zeros(args.weeks)
        for t in range(1, args.weeks):
            growth = 0.12 * (sst[t] - 15) + 0.15 * chl[t] - 0.1 * (33 - sal[t]) + 0.05 * wind[t] - 0.2 * upw[t]
            count[t] = torch.clamp(0.7 * count[t - 1] + torch.relu(growth) * 3 + 0.5 * torch.rand(1, generator=g), max=40)
        bloom_next = (count[1:] > 8).float()
        feats = torch.stack([(sst - 15) / 5, sal - 32, chl / 2, wind / 6, upw, count / 10], 1)[:-1]
        X.append(feats)
        Y.append(bloom_next)
    X, Y = torch.cat(X), torch.cat(Y).unsqueeze(1)
    perm = torch.randperm(len(X), generator=g)
    X, Y = X[perm], Y[perm]
    cut = int(0.75 * len(X))
    return (X[:cut], Y[:cut]), (X[cut:], Y[cut:])
