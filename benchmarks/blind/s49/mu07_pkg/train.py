import numpy as np
import torch

from .data import pairs
from .models import Enhancer, MetricDiscriminator
from .trainer import GANTrainer

CFG = {"lr_g": 5e-4, "lr_d": 5e-4, "amp": False, "epochs": 3, "batch": 8, "rec_weight": 2.0}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = pairs(32, 4000, seed=17)
    trainer = GANTrainer(Enhancer(), MetricDiscriminator(), CFG)
    curves = trainer.learn(noisy, clean)
    print("final generator loss %.4f" % curves["g"][-1])


if __name__ == "__main__":
    main()
