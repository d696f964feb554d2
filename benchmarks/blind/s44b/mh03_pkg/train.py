"""Marionette knee-swing GAN: the puppeteer learns to produce realistic 32-step swing traces."""
from itertools import islice

import torch

from .nets import init_mlp, puppeteer
from .optim import make_optimizers
from .traces import T, noise, stream, summary, swing
from .updates import make_train_step

HP = {"z_dim": 8, "hidden": 64, "batch": 64, "steps": 1500, "lr_g": 1e-3, "lr_d": 1e-3, "seed": 0}


def main(hp=HP):
    torch.manual_seed(hp["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(hp["seed"])
    players = {
        "puppeteer": init_mlp([hp["z_dim"], hp["hidden"], hp["hidden"], T], gen),
        "judge": init_mlp([T, hp["hidden"], hp["hidden"], 1], gen),
    }
    opts = make_optimizers(players, {"puppeteer": hp["lr_g"], "judge": hp["lr_d"]})
    train_step = make_train_step(players, opts)

    reference = summary(swing(2000, gen))
    print("real:      " + "  ".join(f"{k} {v:.3f}" for k, v in reference.items()))
    batches = zip(stream(hp["batch"], gen), noise(hp["batch"], hp["z_dim"], gen))
    for i, (real, z) in enumerate(islice(batches, hp["steps"]), 1):
        metrics = train_step(real, z)
        if i % 300 == 0:
            with torch.no_grad():
                stats = summary(puppeteer(players["puppeteer"], torch.randn(2000, hp["z_dim"], generator=gen)))
            print(f"step {i:4d}: d {metrics['judge']:.3f} g {metrics['puppeteer']:.3f}  "
                  + "  ".join(f"{k} {v:.3f}" for k, v in stats.items()))


if __name__ == "__main__":
    main()
