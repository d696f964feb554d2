"""Synthetic substorm nights: magnetometer H/D/Z perturbations, solar-wind speed and Bz,
all-sky camera green-line (557.7 nm) intensity in kR, and a Kp class (0: quiet, 1: active, 2: storm)."""
import torch


def one_night(gen, steps=72):
    t = torch.arange(steps, dtype=torch.float32)
    onset = torch.randint(15, 55, (1,), generator=gen).float()
    strength = torch.rand(1, generator=gen) * 3
    bz = -2 * strength + torch.randn(steps, generator=gen) * 0.7
    vsw = 400 + 150 * strength + 20 * torch.randn(steps, generator=gen)
    growth = torch.sigmoid((t - onset) / 2.0)
    dH = -150 * strength * growth * torch.exp(-torch.relu(t - onset) / 20) + 8 * torch.randn(steps, generator=gen)
    dD = 30 * torch.sin(t / 6) * strength + 5 * torch.randn(steps, generator=gen)
    dZ = 0.4 * dH + 5 * torch.randn(steps, generator=gen)
    intensity = 0.5 + 12 * strength * torch.exp(-((t - onset - 3) / 8) ** 2) + 0.3 * torch.rand(steps, generator=gen)
    kp = torch.bucketize(strength, torch.tensor([1.0, 2.0])).expand(steps)
    feats = torch.stack([dH / 200, dD / 50, dZ / 100, (vsw - 500) / 150, bz / 3], 1)
    return feats, intensity, kp


def windows(args):
    gen = torch.Generator().manual_seed(args.seed)
    X, Y, K = [], [], []
    for _ in range(args.nights):
        f, inten, kp = one_night(gen)
        for s in range(0, len(f) - args.window - 6, 3):
            X.append(f[s:s + args.window])
            Y.append(inten[s + args.window + 5])
            K.append(kp[s + args.window])
    X, Y, K = torch.stack(X), torch.stack(Y), torch.stack(K)
    if args.target == "log":
        Y = torch.log(Y)
    perm = torch.randperm(len(X), generator=gen)
    X, Y, K = X[perm], Y[perm], K[perm]
    cut = int(0.8 * len(X))
    return (X[:cut], Y[:cut], K[:cut]), (X[cut:], Y[cut:], K[cut:])
