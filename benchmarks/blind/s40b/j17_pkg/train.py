"""python -m j17_pkg.train"""
import torch

from .calls import SPECIES, detector_log, minibatches, standardiser
from .model import loss_and_acc
from .optim import make_optimizer
from .params import init_mlp

CFG = {"per_species": 120, "hidden": 32, "optimizer": "adamw", "lr": 3e-3, "batch": 50, "epochs": 6,
       "dropout": 0.1}


def main(cfg: dict = CFG):
    torch.manual_seed(0)
    x, y = detector_log(cfg["per_species"], seed=1)
    xv, yv = detector_log(40, seed=2)
    norm = standardiser(x)
    x, xv = norm(x), norm(xv)
    params = init_mlp([x.shape[1], cfg["hidden"], cfg["hidden"], len(SPECIES)], seed=0)
    opt = make_optimizer(params, cfg["optimizer"], cfg["lr"])
    g = torch.Generator().manual_seed(0)
    for epoch in range(cfg["epochs"]):
        for batch in minibatches(x, y, cfg["batch"], g):
            opt.zero_grad()
            value, _ = loss_and_acc(params, batch, dropout=cfg["dropout"], train=True)
            value.backward()
            opt.step()
        with torch.no_grad():
            val_loss, val_acc = loss_and_acc(params, (xv, yv))
        print(f"epoch {epoch} val loss {val_loss.item():.3f} val acc {val_acc.item():.3f}")
    return params


if __name__ == "__main__":
    main()
