import argparse

import torch
import torch.nn.functional as F

from data import holdout, synthetic_prices
from model import PriceMLP
from regularize import decoupled_decay


def get_args():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--wd", type=float, default=1e-2)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch", type=int, default=50)
    return ap.parse_args()


def main():
    args = get_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    (x, y), (xv, yv) = holdout(*synthetic_prices())
    model = PriceMLP(x.shape[1])
    opt = torch.optim.SGD(model.parameters(), lr=args.lr, momentum=0.9)
    for epoch in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch):
            idx = perm[i:i + args.batch]
            loss = F.mse_loss(model(x[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            decoupled_decay(model, args.lr, args.wd)
        if epoch % 10 == 0 or epoch == args.epochs - 1:
            with torch.no_grad():
                val = F.mse_loss(model(xv), yv).item()
            print(f"epoch {epoch}: train {loss.item():.4f} val {val:.4f}")


if __name__ == "__main__":
    main()
