"""Entry point: python -m mq11_pkg.train"""
import numpy as np
import torch

from .runner import Experiment

CFG = {"seed": 0, "n_members": 6, "actor_lr": 1e-3, "critic_lr": 1e-3, "gamma": 0.95, "tau": 0.01,
       "actor_every": 2, "noise": 0.2, "batch": 64, "epochs": 6, "episodes_per_epoch": 10}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
