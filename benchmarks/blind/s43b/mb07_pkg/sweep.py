"""python -m mb07_pkg.sweep"""
import torch

from . import utils
from .driver import run


def main():
    torch.set_num_threads(1)
    args = utils.get_args()
    res = {}
    args.augment = "none"
    res["none"] = run(args)
    args.augment = "jitter"
    for j in (0.02, 0.1):
        args.jitter = j
        res["jitter {}".format(j)] = run(args)
    args.augment = "gan"
    for lr in (5e-4, 2e-3):
        args.gan_lr = lr
        print("gan lr", lr)
        res["gan lr {}".format(lr)] = run(args)
    print()
    for k, r in res.items():
        print("{:<14s} n={:4d}  test MAE {:.2f} m".format(k, r["n_train"], r["mae_m"]))


if __name__ == "__main__":
    main()
