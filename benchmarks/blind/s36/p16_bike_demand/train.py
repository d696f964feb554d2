import argparse

import torch

from p16_bike_demand.data import hourly_rentals, split_by_day
from p16_bike_demand.losses import build_criterion
from p16_bike_demand.metrics import mae, rmsle
from p16_bike_demand.model import DemandNet


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--loss", default="rmsle", choices=["mse", "poisson", "rmsle"])
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--days", type=int, default=200)
    return parser.parse_args()


def validate(model, x, y):
    model.eval()
    with torch.no_grad():
        pred = model(x)
    return rmsle(pred, y).item(), mae(pred, y).item()


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    (x_tr, y_tr), (x_va, y_va) = split_by_day(*hourly_rentals(args.days, seed=1))
    baseline = torch.full_like(y_va, y_tr.median())
    print(f"median baseline: rmsle {rmsle(baseline, y_va):.3f}, mae {mae(baseline, y_va):.1f}")

    model = DemandNet(x_tr.shape[1])
    criterion = build_criterion(args.loss)
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    for epoch in range(args.epochs):
        model.train()
        order = torch.randperm(len(x_tr))
        for start in range(0, len(order), args.batch_size):
            idx = order[start:start + args.batch_size]
            loss = criterion(model(x_tr[idx]), y_tr[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        val_rmsle, val_mae = validate(model, x_va, y_va)
        print(f"epoch {epoch}  train {args.loss} {loss.item():.4f}  "
              f"valid rmsle {val_rmsle:.3f}  mae {val_mae:.1f}")


if __name__ == "__main__":
    main()
