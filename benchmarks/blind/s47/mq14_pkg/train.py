"""Entry point: python -m mq14_pkg.train"""
import numpy as np
import torch

from .drinks import synth_glasses
from .learner import MeltLearner

CFG = {"seed": 0, "hidden": 64, "lr": 2e-3, "wd": 1e-4, "max_norm": 5.0, "batch_size": 64, "epochs": 10,
       "n_train": 2048, "n_val": 512, "targets": ("melt_min", "temp_drop", "dilution"),
       "task_weights": {"melt_min": 1.0, "temp_drop": 1.0, "dilution": 0.5}}


class Trainer:
    def __init__(self, learner, train, cfg):
        self.learner, self.train, self.cfg = learner, train, cfg
        self.gen = torch.Generator().manual_seed(cfg["seed"])

    def fit(self, val):
        for epoch in range(self.cfg["epochs"]):
            logs = self._run_epoch()
            if epoch % 3 == 0 or epoch == self.cfg["epochs"] - 1:
                mae = self.learner.evaluate(*val)
                print(f"epoch {epoch} train " + " ".join(f"{k}={np.mean(v):.3f}" for k, v in logs.items())
                      + " | val MAE " + " ".join(f"{k}={v:.2f}" for k, v in mae.items()))

    def _run_epoch(self):
        x, y = self.train
        logs = {}
        for idx in torch.randperm(x.shape[0], generator=self.gen).split(self.cfg["batch_size"]):
            for k, v in self._train_step(x[idx], {k: t[idx] for k, t in y.items()}).items():
                logs.setdefault(k, []).append(v)
        return logs

    def _train_step(self, xb, yb):
        return self.learner.update(xb, yb)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        x, y, stats = synth_glasses(self.cfg["n_train"], self.cfg["seed"], self.cfg["targets"])
        xv, yv, _ = synth_glasses(self.cfg["n_val"], self.cfg["seed"] + 1, self.cfg["targets"], stats)
        learner = MeltLearner(self.cfg)
        learner.model.configure_outputs(list(y))
        Trainer(learner, (x, y), self.cfg).fit((xv, yv, stats))
        return learner


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
