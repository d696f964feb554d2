"""python -m j01_pkg.train"""
import torch
import torch.nn.functional as F

from . import data as hive_data
from .model import build
from .optim import make_optimizer
from .step import Carry, evaluate, make_train_step, run_epoch

CONFIG = {"hives": 24, "days": 240, "lookback": 14, "width": 32, "batch_size": 64,
          "optimizer": "sgdm", "lr": 2e-3, "epochs": 4}


def main(cfg: dict = CONFIG) -> dict:
    torch.manual_seed(0)
    series = hive_data.simulate_apiary(cfg["hives"], cfg["days"])
    split = int(0.8 * cfg["days"])
    train_set = hive_data.windows(series[:, :split], cfg["lookback"])
    val_set = hive_data.windows(series[:, split - cfg["lookback"]:], cfg["lookback"])

    net = build(cfg)
    opt = make_optimizer(net.parameters(), cfg["optimizer"], cfg["lr"])
    loss_fn = lambda pred, target: F.smooth_l1_loss(pred, target, beta=0.25)
    step_fn = make_train_step(net, opt, loss_fn)

    carry = Carry()
    history = []
    for epoch in range(cfg["epochs"]):
        stream = hive_data.batches(train_set, cfg["batch_size"], seed=epoch)
        carry = run_epoch(step_fn, opt, stream, carry)
        val = evaluate(net, val_set, loss_fn)
        history.append({"epoch": epoch, "train": carry.loss_sum / carry.count, "val": val})
        print(f"epoch {epoch} step {carry.step} train {history[-1]['train']:.4f} val {val:.4f}")
    return {"net": net, "opt": opt, "history": history}


if __name__ == "__main__":
    main()
