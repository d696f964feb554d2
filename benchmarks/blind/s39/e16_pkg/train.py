"""python -m e16_pkg.train"""
import torch

from .applicants import NUMERIC, loader, simulate
from .fair_module import FairScreening
from .litcore import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train, val = simulate(3000, seed=0), simulate(1000, seed=1)
    module = FairScreening(len(NUMERIC), lam=1.0)
    Trainer(max_epochs=5).fit(module, lambda: loader(train, 64), lambda: loader(val, 500, False))


if __name__ == "__main__":
    main()
