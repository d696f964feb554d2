import torch

from .data import token_batches
from .encoder import BagEncoder
from .fit import run_epochs

CFG = {"vocab": 30, "dim": 32, "max_len": 12, "n_classes": 2,
       "lr": 2e-3, "epochs": 3, "batch_size": 32, "batches_per_epoch": 60}


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = BagEncoder(cfg["vocab"], cfg["dim"], cfg["n_classes"])

    def make_batches(epoch):
        return token_batches(cfg["batches_per_epoch"], cfg["batch_size"],
                             cfg["max_len"], cfg["vocab"], seed=epoch)

    return run_epochs(model, make_batches, cfg)


if __name__ == "__main__":
    main()
