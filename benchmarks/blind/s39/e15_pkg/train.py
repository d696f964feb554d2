"""python -m e15_pkg.train"""
import torch

from .accelerator import Accelerator
from .cells import CellData
from .fitter import Fitter
from .module import SOHModule


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = CellData()
    epochs = 5
    steps = -(-len(data.train[0]) // data.batch_size)
    module = SOHModule(lr=3e-3, epochs=epochs, steps_per_epoch=steps)
    Fitter(Accelerator(max_grad_norm=1.0), max_epochs=epochs).fit(module, data)


if __name__ == "__main__":
    main()
