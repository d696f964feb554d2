"""python -m j07_pkg.train"""
import torch

from .params import apply, init_mlp, zeros_like_tree
from .spin import N_BINS, epoch_batches, recordings
from .update import momentum_sgd

CFG = {"n_train": 2048, "n_val": 512, "hidden": 48, "batch": 64, "lr": 0.01, "epochs": 6}

mse = lambda params, batch: torch.mean((apply(params, batch[0]) - batch[1]) ** 2)


def train_step(state: dict, batch) -> tuple:
    value = mse(state["params"], batch)
    value.backward()
    params, velocity = momentum_sgd(state["params"], state["velocity"], state["lr"])
    return {**state, "params": params, "velocity": velocity, "step": state["step"] + 1}, value.item()


def main(cfg: dict = CFG) -> dict:
    g = torch.Generator().manual_seed(0)
    x_tr, y_tr = recordings(cfg["n_train"], seed=1)
    x_va, y_va = recordings(cfg["n_val"], seed=2)
    params = init_mlp([N_BINS, cfg["hidden"], cfg["hidden"], 1], g)
    state = {"params": params, "velocity": zeros_like_tree(params), "lr": cfg["lr"], "step": 0}
    for epoch in range(cfg["epochs"]):
        losses = []
        for batch in epoch_batches(x_tr, y_tr, cfg["batch"], g):
            state, value = train_step(state, batch)
            losses.append(value)
        with torch.no_grad():
            val_rmse = torch.sqrt(mse(state["params"], (x_va, y_va))).item()
        print(f"epoch {epoch} steps {state['step']} train mse {sum(losses) / len(losses):.4f} "
              f"val rmse {val_rmse:.3f} kg")
    return state


if __name__ == "__main__":
    main()
