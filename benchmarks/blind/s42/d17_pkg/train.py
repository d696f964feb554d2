"""python -m d17_pkg.train"""
import torch

from . import flue, model
from .optim import create_state
from .step import loss_fn, train_step

CONFIG = {"seed": 0, "n": 5000, "width": 32, "lr": 3e-3, "batch": 100, "epochs": 5}


def as_batch(x, y, stats):
    return {"raw": x, "z": (x - stats[0]) / stats[1], "draft": y}


def main(cfg=CONFIG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x, y = flue.measurements(gen, cfg["n"])
    xv, yv = flue.measurements(gen, 1000)
    stats = (x.mean(0), x.std(0))
    state = create_state(model.init(gen, x.shape[1], cfg["width"]), cfg["lr"])
    valid = as_batch(xv, yv, stats)

    for epoch in range(cfg["epochs"]):
        maes = []
        for idx in torch.randperm(len(x), generator=gen).split(cfg["batch"]):
            state, metrics = train_step(state, as_batch(x[idx], y[idx], stats))
            maes.append(metrics["mae"])
        with torch.no_grad():
            _, val = loss_fn(state.params, valid)
        print(f"epoch {epoch}: train MAE {sum(maes) / len(maes):.3f} Pa  valid MAE {val['mae']:.3f} Pa  (step {state.step})")


if __name__ == "__main__":
    main()
