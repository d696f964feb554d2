"""python -m j16_pkg.train"""
from functools import partial

import torch

from .metrics import fold, summarise
from .model import DwellModel
from .step import eval_step, make_train_step
from .yard import batched, gate_records

SETUP = {"n_train": 6000, "n_val": 1500, "batch": 100, "lr": 3e-3, "epochs": 5}


def main(setup: dict = SETUP):
    torch.manual_seed(0)
    train_set, val_set = gate_records(setup["n_train"], seed=1), gate_records(setup["n_val"], seed=2)
    net = DwellModel()
    train_step = make_train_step(net, torch.optim.Adam(net.parameters(), lr=setup["lr"]))
    history = []
    for epoch in range(setup["epochs"]):
        train_totals = fold(map(train_step, batched(train_set, setup["batch"], seed=epoch)))
        net.eval()
        val_totals = fold(map(partial(eval_step, net), batched(val_set, 500, seed=0)))
        net.train()
        history.append({"train": summarise(train_totals), "val": summarise(val_totals)})
        print(f"epoch {epoch} train loss {history[-1]['train']['loss']:.4f} "
              f"val mae {history[-1]['val']['mae_days']:.3f} days")
    return {"net": net, "history": history, "last_totals": train_totals}


if __name__ == "__main__":
    main()
