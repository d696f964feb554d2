"""Entry point: python -m mq05_pkg.train"""
from dataclasses import dataclass, field

import numpy as np
import torch

from .kernels import KernelBatchSampler
from .learner import PopcornLearner


@dataclass
class PopConfig:
    seed: int = 0
    hidden: int = 48
    lr: float = 2e-3
    probe_lr: float = 0.05
    batch_size: int = 64
    epochs: int = 6
    n_kernels: int = 2000
    weights: dict = field(default_factory=lambda: {"pop": 1.0, "time": 0.5, "volume": 0.5})


class Trainer:
    def __init__(self, learner, sampler, cfg):
        self.learner, self.sampler, self.cfg = learner, sampler, cfg

    def fit(self):
        for epoch in range(self.cfg.epochs):
            logs = self._run_epoch()
            print(f"epoch {epoch} " + " ".join(f"{k}={np.mean(v):.4f}" for k, v in logs.items()))

    def _run_epoch(self):
        logs = {}
        for batch in self.sampler.epoch(self.cfg.batch_size):
            for k, v in self._train_step(batch).items():
                logs.setdefault(k, []).append(v)
        return logs

    def _train_step(self, batch):
        return self.learner.update(batch)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        sampler = KernelBatchSampler(self.cfg.n_kernels, self.cfg.seed)
        learner = PopcornLearner(self.cfg)
        Trainer(learner, sampler, self.cfg).fit()
        return learner


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(PopConfig()).run()


if __name__ == "__main__":
    main()
