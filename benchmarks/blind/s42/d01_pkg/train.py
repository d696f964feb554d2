"""python -m d01_pkg.train"""
import torch

from . import mlp, oven
from .jaxish import PRNGKey, apply_updates, split, value_and_grad
from .optim import sgd

CONFIG = dict(seed=0, hidden=(64, 64), lr=3e-3, momentum=0.9, batch_size=128, epochs=4)


def loss_fn(params, batch):
    pred = mlp.apply(params, batch["x"])
    mse = torch.mean((pred - batch["y"]) ** 2)
    return mse, {"mae": (pred - batch["y"]).abs().mean().detach()}


def train_step(params, opt_state, batch, tx):
    (mse, aux), grads = value_and_grad(loss_fn, has_aux=True)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    params = apply_updates(params, updates)
    return params, opt_state, {"mse": mse.item(), "mae": aux["mae"].item()}


def eval_mae(params, data, scale):
    with torch.no_grad():
        pred = mlp.apply(params, data["x"])
    return float((pred - data["y"]).abs().mean() * scale)


def main(cfg=CONFIG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    data_key, init_key, shuffle_key = split(PRNGKey(cfg["seed"]), 3)
    (train, valid), scale = oven.standardise(oven.simulate(data_key, 4096), oven.simulate(data_key, 1024))

    params = mlp.init(init_key, (len(oven.FEATURES), *cfg["hidden"], 1))
    tx = sgd(cfg["lr"], cfg["momentum"], nesterov=True)
    opt_state = tx.init(params)
    print(f"untrained valid MAE {eval_mae(params, valid, scale):.2f} degC/min")

    for epoch in range(cfg["epochs"]):
        logs = []
        for batch in oven.batches(train, cfg["batch_size"], shuffle_key):
            params, opt_state, metrics = train_step(params, opt_state, batch, tx)
            logs.append(metrics)
        mean_mse = sum(m["mse"] for m in logs) / len(logs)
        print(f"epoch {epoch}: train mse {mean_mse:.4f}  valid MAE {eval_mae(params, valid, scale):.2f} degC/min")


if __name__ == "__main__":
    main()
