"""python -m mb17_pkg.sweep : which objective for the imbalanced rebuild label?"""
import torch

from . import flags
from .driver import run


def main():
    torch.set_num_threads(1)
    args = flags.get_args()
    args.model = "logreg"
    run(args)
    args.model = "mlp"
    for obj in ("bce", "weighted-bce", "focal"):
        args.objective = obj
        run(args)
    args.objective = "weighted-bce"
    args.pos_weight = 8.0
    run(args)
    args.objective = "soft-f1"
    run(args)


if __name__ == "__main__":
    main()
