"""python -m j18_pkg.train"""
import numpy as np
import torch

from .jaxish import device_get
from .model import VisitRate
from .steps import evaluate, make_update
from .survey import stream, transect_counts

OPTIONS = dict(n_train=4000, n_val=1000, batch=128, lr=5e-3, epochs=5)


def main(opts: dict = OPTIONS):
    torch.manual_seed(0)
    train_data, val_data = transect_counts(opts["n_train"], 1), transect_counts(opts["n_val"], 2)
    model = VisitRate()
    update = make_update(model, torch.optim.Adam(model.parameters(), lr=opts["lr"]))
    history = []
    for epoch in range(opts["epochs"]):
        step_logs = [update(b) for b in stream(train_data, opts["batch"], seed=epoch)]
        val = device_get(evaluate(model, val_data))
        history.append({"train_nll": float(np.mean(device_get([m["nll"] for m in step_logs]))),
                        "val_nll": float(val["nll"]), "val_mae": float(val["mae"])})
        print(f"epoch {epoch} " + " ".join(f"{k} {v:.4f}" for k, v in history[-1].items()))
    rates = val["rate"]
    print(f"predicted visits per count: median {np.median(rates):.2f}, 95th pct {np.percentile(rates, 95):.2f}")
    return history


if __name__ == "__main__":
    main()
