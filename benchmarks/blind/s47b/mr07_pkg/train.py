import numpy as np
import torch

from .data import PATTERNS, frost_tiles
from .model import FrostTagger

CFG = {"width": 12, "n_tags": 4, "loss": "partial_bce", "lr": 1e-2,
       "n": 512, "size": 16, "batch": 32, "epochs": 6}


class StubRun:
    def __init__(self):
        self.buffer = []

    def push(self, key, value):
        self.buffer.append((key, value.item() if torch.is_tensor(value) else value))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, truth, captioned = frost_tiles(CFG["n"], CFG["size"], gen)
    xv, truth_v, _ = frost_tiles(256, CFG["size"], gen)
    model = FrostTagger(CFG, StubRun())
    for epoch in range(CFG["epochs"]):
        perm = torch.randperm(CFG["n"], generator=gen)
        losses = []
        for i in range(0, CFG["n"], CFG["batch"]):
            idx = perm[i:i + CFG["batch"]]
            losses.append(model.event("batch", (x[idx], captioned[idx])))
        acc = model.event("validation", (xv, truth_v))
        per_tag = ", ".join(f"{p}={a:.2f}" for p, a in zip(PATTERNS, acc.tolist()))
        print(f"epoch {epoch}: loss {np.mean(losses):.4f} | tag accuracy {per_tag}")


if __name__ == "__main__":
    main()
