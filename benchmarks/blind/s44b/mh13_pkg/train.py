"""Seed (bubble) detection in glass-tube scans: train on furnace A labels, adapt to furnace B."""
from itertools import islice

import torch

from .adapt import make_adapt_step
from .furnaces import furnace_a, furnace_b, paired_batches
from .nets import classify, extract, init_extractor, init_head
from .optim import build

PLAN = {"n_a": 2000, "n_b": 2000, "batch": 64, "steps": 600, "confusion_weight": 0.3, "seed": 0}


@torch.no_grad()
def accuracy(E, C, x, y):
    return (classify(C, extract(E, x)).argmax(-1) == y).float().mean().item()


def main(plan=PLAN):
    torch.manual_seed(plan["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(plan["seed"])
    xa, ya = furnace_a(plan["n_a"], gen)
    xb, yb = furnace_b(plan["n_b"], gen)
    xb_test, yb_test = furnace_b(1000, gen)

    E, C, D = init_extractor(gen), init_head(gen), init_head(gen, n_out=1)
    opts = build(E, C, D)
    step = make_adapt_step(E, C, D, opts, plan["confusion_weight"])
    stream = paired_batches(xa, ya, xb, plan["batch"], gen)
    for i, batch in enumerate(islice(stream, plan["steps"]), 1):
        log = step(*batch)
        if i % 150 == 0:
            print(f"step {i}: seed ce {log['seed']:.3f}  confusion {log['confusion']:.3f}  "
                  f"critic {log['critic']:.3f}  acc A {accuracy(E, C, xa, ya):.3f}  "
                  f"acc B {accuracy(E, C, xb_test, yb_test):.3f}")


if __name__ == "__main__":
    main()
