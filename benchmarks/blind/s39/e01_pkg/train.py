"""python -m e01_pkg.train"""
import torch

from .core import Trainer
from .data import WaferDataModule
from .module import WaferClassifier

HPARAMS = {"width": 16, "lr": 3e-3, "weight_decay": 1e-4, "epochs": 4}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    dm = WaferDataModule(n_train=384, n_val=128)
    lit = WaferClassifier(HPARAMS)
    Trainer(max_epochs=HPARAMS["epochs"]).fit(lit, dm)
    print("classes:", dm.classes)


if __name__ == "__main__":
    main()
