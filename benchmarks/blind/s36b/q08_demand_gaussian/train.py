import argparse

import torch
from torch import nn

from q08_demand_gaussian.data import daily_demand, windows
from q08_demand_gaussian.model import DemandForecaster


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lookback", type=int, default=14)
    parser.add_argument("--epochs", type=int, default=8)
    parser.add_argument("--lr", type=float, default=3e-3)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    series = daily_demand(n_items=40, n_days=120)
    x_tr, y_tr = windows(series[:, :100], args.lookback)
    x_te, y_te = windows(series[:, 100 - args.lookback:], args.lookback)
    mu, sd = x_tr.mean(), x_tr.std()
    x_tr, x_te = (x_tr - mu) / sd, (x_te - mu) / sd
    y_tr, y_te = (y_tr - mu) / sd, (y_te - mu) / sd

    model = DemandForecaster(args.lookback, hidden=32)
    optimizer = torch.optim.RMSprop(model.parameters(), lr=args.lr)
    nll = nn.GaussianNLLLoss()
    with torch.no_grad():
        mean, var = model(x_te)
        print(f"untrained test nll {nll(mean, y_te, var).item():.4f}")

    for epoch in range(args.epochs):
        model.train()
        perm = torch.randperm(len(x_tr))
        total = 0.0
        for s in range(0, len(perm), 128):
            j = perm[s:s + 128]
            mean, var = model(x_tr[j])
            loss = nll(mean, y_tr[j], var)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * len(j)
        model.eval()
        with torch.no_grad():
            mean, var = model(x_te)
            test_nll = nll(mean, y_te, var).item()
            mae = (mean - y_te).abs().mean().item() * sd.item()
        print(f"epoch {epoch} train nll {total / len(x_tr):.4f} test nll {test_nll:.4f} "
              f"mae {mae:.3f}")


if __name__ == "__main__":
    main()
