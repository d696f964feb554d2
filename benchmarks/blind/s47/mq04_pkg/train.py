"""Entry point: python -m mq04_pkg.train"""
import numpy as np
import torch

from .data import synth_feedings
from .trainer import StarterLearner, Trainer

CFG = {"seed": 0, "hidden": 64, "lr": 3e-3, "wd": 1e-4, "clip": None, "batch_size": 32,
       "epochs": 8, "n_train": 2048, "n_val": 512,
       "weights": {"rise": 1.0, "peak_h": 1.0, "sour": 0.5}}


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        gen = torch.Generator().manual_seed(self.cfg["seed"])
        train = synth_feedings(self.cfg["n_train"], gen)
        val = synth_feedings(self.cfg["n_val"], gen)
        learner = StarterLearner(self.cfg)
        mae = Trainer(learner, train, val, self.cfg, gen).fit()
        temp = learner.calibrate(val[0], val[1]["sour"])
        print(f"final val rise MAE {mae:.2f}% | sour-logit temperature {temp:.3f}")
        return mae


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
