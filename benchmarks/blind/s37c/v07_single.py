"""Multi-horizon forecaster with an auxiliary reconstruction head for sensor telemetry."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


def make_series(n_series=256, length=96, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length).float()
    period = torch.randint(12, 30, (n_series, 1), generator=g).float()
    trend = 0.01 * torch.randn(n_series, 1, generator=g) * t
    y = torch.sin(2 * torch.pi * t / period) + trend
    return y + 0.1 * torch.randn(y.shape, generator=g)


def windows(series, context=48, horizon=12):
    xs, ys = [], []
    for start in range(0, series.shape[1] - context - horizon + 1, 12):
        xs.append(series[:, start:start + context])
        ys.append(series[:, start + context:start + context + horizon])
    return torch.cat(xs), torch.cat(ys)


class Forecaster(nn.Module):
    def __init__(self, context=48, horizon=12, hidden=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(context, hidden), nn.GELU(),
                                     nn.Linear(hidden, hidden), nn.GELU())
        self.forecast = nn.Linear(hidden, horizon)
        self.reconstruct = nn.Linear(hidden, context)

    def forward(self, x):
        h = self.encoder(x)
        return self.forecast(h), self.reconstruct(h)


def loss_terms(model, x, y):
    pred, recon = model(x)
    return {
        "forecast": F.l1_loss(pred, y),
        "recon": F.mse_loss(recon, x),
        "smooth": (pred[:, 1:] - pred[:, :-1]).pow(2).mean(),
    }


def weighted_total(terms, weights):
    value = sum(weights[k] * terms[k].item() for k in terms)
    return torch.tensor(value, requires_grad=True)


def train(args):
    torch.manual_seed(args.seed)
    x, y = windows(make_series(seed=args.seed))
    xv, yv = windows(make_series(64, seed=args.seed + 1))
    model = Forecaster()
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr)
    weights = {"forecast": 1.0, "recon": args.recon_weight, "smooth": 0.05}
    n = x.shape[0]
    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(n)
        running = 0.0
        for i in range(0, n, args.batch_size):
            idx = perm[i:i + args.batch_size]
            terms = loss_terms(model, x[idx], y[idx])
            loss = weighted_total(terms, weights)
            opt.zero_grad()
            loss.backward()
            opt.step()
            running += loss.item() * len(idx)
        model.eval()
        with torch.no_grad():
            val_mae = F.l1_loss(model(xv)[0], yv).item()
        print(f"epoch {epoch}: train {running / n:.4f}  val mae {val_mae:.4f}")
    return model


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=4)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--recon-weight", type=float, default=0.3)
    p.add_argument("--seed", type=int, default=0)
    train(p.parse_args())


if __name__ == "__main__":
    main()
