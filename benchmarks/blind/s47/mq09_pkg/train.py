"""Entry point: python -m mq09_pkg.train"""
import numpy as np
import torch

from .learner import TBPTTLearner
from .trainer import Trainer
from .weather import synth_drying_days

CFG = {"seed": 0, "hidden": 32, "lr": 3e-3, "window": 12, "steps": 72, "batch_size": 32,
       "epochs": 6, "n_train": 256, "n_val": 64}


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        train = synth_drying_days(self.cfg["n_train"], self.cfg["steps"], self.cfg["seed"])
        val = synth_drying_days(self.cfg["n_val"], self.cfg["steps"], self.cfg["seed"] + 1)
        trainer = Trainer(TBPTTLearner(self.cfg), train, val, self.cfg)
        trainer.fit()
        print("salience over last window:", trainer.salience_profile())


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
