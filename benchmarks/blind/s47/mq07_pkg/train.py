"""Entry point: python -m mq07_pkg.train"""
import numpy as np
import torch

from .trainer import Experiment

CONFIG = dict(seed=0, hidden=64, pi_lr=1e-3, q_lr=1e-3, gamma=0.95, tau=0.01, clip=10.0, sigma=0.2,
              batch=64, epochs=8, steps_per_epoch=150, eval_every=2, eval_episodes=4)


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CONFIG).run()


if __name__ == "__main__":
    main()
