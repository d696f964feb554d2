#!/usr/bin/env python3
"""Feature selection with an L1/L2-penalised MLP on a wide synthetic tabular dataset.

Only 10 of the 200 input features are informative; the elastic-net penalty on the
first layer is supposed to drive the weights of the others towards zero.
"""
import argparse
import json

import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset

DEFAULTS = {
    "n_samples": 4000,
    "n_features": 200,
    "n_informative": 10,
    "hidden": 64,
    "lr": 3e-3,
    "l1": 1e-3,
    "l2": 1e-4,
    "epochs": 30,
    "batch_size": 100,
}


def make_dataset(cfg, seed=0):
    g = torch.Generator().manual_seed(seed)
    X = torch.randn(cfg["n_samples"], cfg["n_features"], generator=g)
    coef = torch.zeros(cfg["n_features"])
    coef[: cfg["n_informative"]] = torch.randn(cfg["n_informative"], generator=g) * 2
    logits = X @ coef + 0.5 * torch.sin(X[:, 0] * X[:, 1])
    y = (logits > 0).float()
    return X, y


class SparseMLP(nn.Module):
    def __init__(self, n_in, hidden):
        super().__init__()
        self.input_layer = nn.Linear(n_in, hidden)
        self.body = nn.Sequential(nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.body(self.input_layer(x)).squeeze(-1)


def elastic_net_penalty(layer, l1, l2):
    w = layer.weight
    l1_term = l1 * w.abs().sum()
    l2_term = l2 * w.pow(2).sum()
    return torch.tensor(l1_term + l2_term)


def selected_features(model, threshold=1e-2):
    importance = model.input_layer.weight.detach().abs().sum(0)
    return (importance > threshold).nonzero().flatten().tolist()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--config", type=str, default=None, help="JSON file overriding DEFAULTS")
    parser.add_argument("--epochs", type=int, default=None)
    args = parser.parse_args()
    cfg = dict(DEFAULTS)
    if args.config:
        with open(args.config) as fh:
            cfg.update(json.load(fh))
    if args.epochs is not None:
        cfg["epochs"] = args.epochs

    X, y = make_dataset(cfg)
    n_train = int(0.8 * len(X))
    train_dl = DataLoader(TensorDataset(X[:n_train], y[:n_train]), batch_size=cfg["batch_size"], shuffle=True)
    X_val, y_val = X[n_train:], y[n_train:]

    model = SparseMLP(cfg["n_features"], cfg["hidden"])
    optim = torch.optim.Adam(model.parameters(), lr=cfg["lr"])
    bce = nn.BCEWithLogitsLoss()

    for epoch in range(cfg["epochs"]):
        model.train()
        running = 0.0
        for xb, yb in train_dl:
            optim.zero_grad()
            data_loss = bce(model(xb), yb)
            loss = data_loss + elastic_net_penalty(model.input_layer, cfg["l1"], cfg["l2"])
            loss.backward()
            optim.step()
            running += data_loss.item() * len(xb)

        model.eval()
        with torch.no_grad():
            val_acc = ((model(X_val) > 0).float() == y_val).float().mean().item()
        kept = selected_features(model)
        print(f"epoch {epoch:2d} bce {running / n_train:.4f} val_acc {val_acc:.3f} "
              f"features kept {len(kept)}/{cfg['n_features']}")


if __name__ == "__main__":
    main()
