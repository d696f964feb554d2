import numpy as np
import torch

from .data import mixtures
from .features import N_FFT
from .separator import TickSeparator
from .trainer import fit

CFG = {"lr": 2e-3, "epochs": 5, "batch": 8}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    train_set = mixtures(64, 8000, seed=31)
    val_set = mixtures(8, 8000, seed=32)
    model = TickSeparator(N_FFT // 2 + 1)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"separator with {n_params} trainable parameters")
    fit(model, train_set, val_set, CFG)


if __name__ == "__main__":
    main()
