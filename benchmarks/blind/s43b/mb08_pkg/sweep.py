"""python -m mb08_pkg.sweep : encoders x auxiliary Kp head."""
import torch

from . import params
from .driver import run


def main():
    torch.set_num_threads(1)
    args = params.parse()
    table = {}
    for enc in ("mlp", "tcn", "gru"):
        args.encoder = enc
        table[enc] = run(args)
    args.aux_kp = True
    for w in (0.1, 0.5):
        args.aux_weight = w
        table["gru+kp{}".format(w)] = run(args)
    for k, r in table.items():
        print("{:<10s} MAE {:.2f} kR   Kp acc {:.2f}".format(k, r["mae_kR"], r["kp_acc"]))


if __name__ == "__main__":
    main()
