from types import SimpleNamespace

import torch

from data import customers
from features import standardize, with_intercept
from gd import descend

opts = SimpleNamespace(lr=0.5, steps=200, log_every=50)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = customers()
    x = with_intercept(standardize(x))
    w = torch.zeros(x.shape[1], requires_grad=True)
    for step in range(opts.steps):
        w, nll = descend(w, x, y, opts.lr)
        if step % opts.log_every == 0:
            print(f"step {step}: nll {nll:.4f}")
    acc = ((x @ w > 0).float() == y).float().mean().item()
    print(f"train accuracy {acc:.3f}")


if __name__ == "__main__":
    main()
