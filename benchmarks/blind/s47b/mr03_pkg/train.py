import numpy as np
import torch

from .data import minibatches, starter_curves, views
from .learner import Bootstrapper

CFG = {"net": "byol_mlp", "length": 48, "hidden": 64, "dim": 16, "optim": "adam", "lr": 3e-3,
       "tau": 0.98, "accum": 2, "epochs": 5, "batch": 32, "n": 512}


def evaluate(net, x, hydration):
    net.eval()
    with torch.inference_mode():
        h = net.representation(x)
        design = torch.cat([h, torch.ones(len(h), 1)], dim=1)
        coef = torch.linalg.lstsq(design, hydration.unsqueeze(1)).solution
        resid = hydration - (design @ coef).squeeze(1)
    net.train()
    return 1 - resid.var().item() / hydration.var().item()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    curves, hydration = starter_curves(CFG["n"], CFG["length"], gen)
    learner = Bootstrapper(CFG)
    print(f"before training: hydration R^2 of linear probe {evaluate(learner.net, curves, hydration):.3f}")
    for epoch in range(CFG["epochs"]):
        history = []
        for x in minibatches(curves, CFG["batch"], gen):
            history.append(learner.event("batch", (views(x, gen), views(x, gen))))
        mean_loss = torch.stack(history).mean().item()
        r2 = evaluate(learner.net, curves, hydration)
        print(f"epoch {epoch}: byol loss {mean_loss:.4f}, probe R^2 {r2:.3f}")


if __name__ == "__main__":
    main()
