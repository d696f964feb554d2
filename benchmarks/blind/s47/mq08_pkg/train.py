"""Entry point: python -m mq08_pkg.train"""
from dataclasses import dataclass

import numpy as np
import torch

from .a2c import A2C
from .metrics import MetricTracker
from .tub import BathtubBank


@dataclass
class A2CConfig:
    seed: int = 0
    n_tubs: int = 16
    hidden: int = 64
    lr: float = 3e-4
    gamma: float = 0.95
    n_steps: int = 8
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    max_norm: float = 0.5
    epochs: int = 6
    updates_per_epoch: int = 60


class Trainer:
    def __init__(self, algo, env, tracker, cfg):
        self.algo, self.env, self.tracker, self.cfg = algo, env, tracker, cfg
        self.obs = env.reset()

    def fit(self):
        for epoch in range(self.cfg.epochs):
            stats = self._run_epoch()
            print(f"epoch {epoch} " + " ".join(f"{k}={v:.4f}" for k, v in stats.items()))

    def _run_epoch(self):
        for _ in range(self.cfg.updates_per_epoch):
            self._train_step()
        return self.tracker.summary()

    def _train_step(self):
        traj, bootstrap, self.obs = self.algo.collect(self.env, self.obs)
        info = self.algo.update(traj, bootstrap)
        info["reward"] = traj["reward"].mean()
        self.tracker.add(info)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        env = BathtubBank(self.cfg.n_tubs, self.cfg.seed)
        algo = A2C(self.cfg, env.obs_dim, env.n_actions)
        Trainer(algo, env, MetricTracker(), self.cfg).fit()
        return algo


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(A2CConfig()).run()


if __name__ == "__main__":
    main()
