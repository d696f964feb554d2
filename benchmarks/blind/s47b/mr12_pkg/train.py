import numpy as np
import torch

from .droplets import COARSE_OF_FINE, FINE, stain_images
from .engine import ComplementaryEngine
from .network import StainNet
from .surgery import widen_heads

CFG = {"width": 16, "lr": 1e-2, "erase_thr": 0.7, "max_norm": 3.0,
       "n": 384, "size": 16, "batch": 32, "coarse_epochs": 2, "fine_epochs": 5}


def run_epoch(engine, x, y, gen):
    perm = torch.randperm(len(x), generator=gen)
    return np.mean([engine.event("batch", x[perm[i:i + CFG["batch"]]], y[perm[i:i + CFG["batch"]]])
                    for i in range(0, len(x), CFG["batch"])])


@torch.no_grad()
def accuracy(model, x, y, head):
    model.eval()
    acc = (model(x, head)[0].argmax(1) == y).float().mean().item()
    model.train()
    return acc


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    x, fine = stain_images(CFG["n"], CFG["size"], gen)
    xv, fine_v = stain_images(256, CFG["size"], gen)
    model = StainNet(CFG["width"], 2, CFG["lr"])
    board = []
    engine = ComplementaryEngine(model, CFG, board)
    for epoch in range(CFG["coarse_epochs"]):
        loss = run_epoch(engine, x, COARSE_OF_FINE[fine], gen)
        print(f"coarse epoch {epoch}: loss {loss:.4f}  acc {accuracy(model, xv, COARSE_OF_FINE[fine_v], 'primary'):.3f}")
    widen_heads(model, len(FINE))
    for epoch in range(CFG["fine_epochs"]):
        loss = run_epoch(engine, x, fine, gen)
        print(f"fine epoch {epoch}: loss {loss:.4f}  primary acc {accuracy(model, xv, fine_v, 'primary'):.3f}"
              f"  complement acc {accuracy(model, xv, fine_v, 'complement'):.3f}")


if __name__ == "__main__":
    main()
