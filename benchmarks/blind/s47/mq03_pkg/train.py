"""Entry point: python -m mq03_pkg.train"""
import math

import numpy as np
import torch

from .algo import DANN
from .data import DomainPairLoader, make_grinder_domain

CONFIG = {"seed": 0, "in_dim": 5, "feat_dim": 16, "lr": 2e-3, "disc_lr": 2e-3,
          "batch_size": 64, "epochs": 12, "n_src": 1024, "n_tgt": 1024, "shift": 1.5}


class Trainer:
    def __init__(self, algo, loader, cfg):
        self.algo, self.loader, self.cfg = algo, loader, cfg
        self.total_steps = cfg["epochs"] * (cfg["n_src"] // cfg["batch_size"])
        self.global_step = 0

    def fit(self, tgt_eval):
        for epoch in range(self.cfg["epochs"]):
            totals = self._run_epoch()
            mae, acc = self.algo.evaluate(*tgt_eval)
            print(f"epoch {epoch} " + " ".join(f"{k}={v:.3f}" for k, v in totals.items())
                  + f" | target-grinder MAE {mae:.2f}s channel acc {acc:.3f}")

    def _run_epoch(self):
        totals, n = {}, 0
        for batch in self.loader:
            info = self._train_step(batch)
            for k, v in info.items():
                totals[k] = totals.get(k, 0.0) + float(v)
            n += 1
        return {k: v / n for k, v in totals.items()}

    def _train_step(self, batch):
        p = self.global_step / self.total_steps
        lam = 2.0 / (1.0 + math.exp(-10 * p)) - 1.0
        self.global_step += 1
        return self.algo.update(batch, lam)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        gen = torch.Generator().manual_seed(self.cfg["seed"])
        src = make_grinder_domain(self.cfg["n_src"], 0.0, gen)
        tgt = make_grinder_domain(self.cfg["n_tgt"], self.cfg["shift"], gen)
        loader = DomainPairLoader(src, tgt, self.cfg["batch_size"], gen)
        algo = DANN(self.cfg)
        Trainer(algo, loader, self.cfg).fit(tgt)
        return algo


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(dict(CONFIG)).run()


if __name__ == "__main__":
    main()
