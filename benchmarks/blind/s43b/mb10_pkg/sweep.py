"""python -m mb10_pkg.sweep : regularisation grid."""
import torch

from . import opts
from .runner import run


def main():
    torch.set_num_threads(1)
    args = opts.get_args()
    res = {}
    res["plain"] = run(args)
    args.pos_weight = 3.0
    res["pw3"] = run(args)
    for p in (0.2, 0.5):
        args.dropout = p
        res["do{}".format(p)] = run(args)
    args.dropout = 0.5
    for c in (1.0, 0.5):
        args.max_norm = c
        args.lr = 0.1
        res["do0.5+mn{}".format(c)] = run(args, verbose=True)
    for k, r in res.items():
        print("{:<12s} acc {:.3f}  f1 {:.3f}".format(k, r["acc"], r["f1"]))


if __name__ == "__main__":
    main()
