"""Entry point: python -m mq01_pkg.train"""
from dataclasses import dataclass

import numpy as np
import torch

from .trainer import Experiment


@dataclass
class TD3Config:
    seed: int = 0
    hidden: int = 64
    actor_lr: float = 1e-3
    critic_lr: float = 1e-3
    gamma: float = 0.97
    tau: float = 0.01
    policy_delay: int = 2
    target_noise: float = 0.2
    noise_clip: float = 0.5
    explore_noise: float = 0.1
    grad_clip: float = 5.0
    batch_size: int = 64
    epochs: int = 5
    steps_per_epoch: int = 240
    warmup: int = 200


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(TD3Config()).run()


if __name__ == "__main__":
    main()
