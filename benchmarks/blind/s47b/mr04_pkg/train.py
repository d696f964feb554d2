import numpy as np
import torch

from .data import chain_recordings, weak_labels
from .models import MODELS

CFG = {"model": "squeaknet", "width": 16, "loss": "gce", "optim": "sgd",
       "optim_kw": {"lr": 0.05, "momentum": 0.9}, "epochs": 6, "batch": 32, "n": 640, "length": 256}


class Tracker:
    def __init__(self):
        self.data = {}

    def __call__(self, key, value):
        self.data.setdefault(key, []).append(value)


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, truth = chain_recordings(CFG["n"], CFG["length"], gen)
    y_weak = weak_labels(x, truth, gen)
    x_val, y_val = chain_recordings(256, CFG["length"], gen)
    model = MODELS[CFG["model"]](CFG, Tracker())
    for epoch in range(CFG["epochs"]):
        model.event("epoch_start", epoch)
        order = torch.randperm(CFG["n"], generator=gen)
        losses = []
        for i in range(0, CFG["n"], CFG["batch"]):
            idx = order[i:i + CFG["batch"]]
            losses.append(model.event("batch", (x[idx], y_weak[idx])))
        model.event("epoch_end", epoch)
        print(f"epoch {epoch}: gce {np.mean(losses):.4f}  clean val acc {model.accuracy(x_val, y_val):.3f}")


if __name__ == "__main__":
    main()
