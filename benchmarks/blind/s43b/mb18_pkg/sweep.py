"""python -m mb18_pkg.sweep : student alone vs distilled, with and without EMA."""
import torch

from . import config
from .driver import TEACHERS, run


def main():
    torch.set_num_threads(1)
    args = config.get_args()
    for student in ("linear", "mlp"):
        args.student = student
        run(args)
    for alpha in (0.5, 2.0):
        args.alpha = alpha
        run(args)
    args.ema = 0.99
    run(args)
    print("teachers trained:", len(TEACHERS))


if __name__ == "__main__":
    main()
