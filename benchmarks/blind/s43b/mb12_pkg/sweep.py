"""python -m mb12_pkg.sweep : does knowing the cask identity help?"""
import torch

from . import settings
from .experiment import run


def main():
    torch.set_num_threads(1)
    args = settings.get_args()
    for code in ("none", "onehot"):
        args.cask_code = code
        run(args)
    args.scheduler = "cosine"
    run(args)
    args.cask_code = "embedding"
    for d in (4, 8):
        args.embed_dim = d
        run(args)


if __name__ == "__main__":
    main()
