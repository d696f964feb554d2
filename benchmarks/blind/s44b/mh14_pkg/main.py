"""Fuel per grooming shift with an MLP pruned to 20 % of its connections before training."""
from itertools import islice

import torch

from .loop import evaluate, make_train_step
from .shifts import loader, shift_log
from .snip import connection_sensitivity, prune_to
from .sparse import density, init

CFG = {"shifts": 3000, "hidden": 96, "keep": 0.2, "snip_batches": 4, "batch": 64, "epochs": 8,
       "lr": 3e-3, "seed": 0}


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x, y = shift_log(cfg["shifts"], gen)
    n_tr = int(0.8 * len(y))
    mu, sd = x[:n_tr].mean(0), x[:n_tr].std(0)
    x = (x - mu) / sd
    y_scale = y[:n_tr].std()
    y_n = y / y_scale

    params, masks = init([x.shape[1], cfg["hidden"], cfg["hidden"], 1], gen)
    scores = connection_sensitivity(params, masks, islice(loader(x[:n_tr], y_n[:n_tr], 256, gen), cfg["snip_batches"]))
    prune_to(masks, scores, cfg["keep"])
    print("density after SNIP:", density(masks))

    opt = torch.optim.Adam(params.values(), lr=cfg["lr"])
    train_step = make_train_step(params, masks, opt)
    for epoch in range(cfg["epochs"]):
        losses = [train_step(xb, yb) for xb, yb in loader(x[:n_tr], y_n[:n_tr], cfg["batch"], gen)]
        mae = evaluate(params, masks, x[n_tr:], y_n[n_tr:]) * y_scale.item()
        print(f"epoch {epoch}: train loss {sum(losses) / len(losses):.4f}  test MAE {mae:.2f} l")
    print(f"mean fuel per shift {y.mean():.1f} l")


if __name__ == "__main__":
    main()
