"""python -m e17_pkg.train"""
import torch

from .base import PrintHook, Runner
from .boards import batches, make_split
from .value_module import PositionValueModule


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = make_split(1024, seed=0), make_split(256, seed=1)
    module = PositionValueModule()
    Runner(max_epochs=4, hooks=[PrintHook(interval=16)]).train(
        module, lambda: batches(train, 64), lambda: batches(val, 128, shuffle=False))


if __name__ == "__main__":
    main()
