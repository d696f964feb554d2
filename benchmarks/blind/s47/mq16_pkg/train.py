"""Entry point: python -m mq16_pkg.train"""
import numpy as np
import torch

from .constraints import lipschitz_bound
from .stairs import slinky_descents
from .wgan import SlinkyWGAN

CFG = {"seed": 0, "z_dim": 8, "length": 40, "lr": 5e-4, "clip": 0.02, "n_critic": 5, "batch": 64,
       "epochs": 4, "iters_per_epoch": 40}


class Trainer:
    def __init__(self, algo, cfg):
        self.algo, self.cfg = algo, cfg
        self.gen = torch.Generator().manual_seed(cfg["seed"])

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            logs = self._run_epoch()
            print(f"epoch {epoch} W={np.mean(logs['wasserstein']):.4f} g_loss={np.mean(logs['g_loss']):.4f} "
                  f"max|w|={lipschitz_bound(self.algo.critic):.3f}")

    def _run_epoch(self):
        logs = {"wasserstein": [], "g_loss": []}
        for _ in range(self.cfg["iters_per_epoch"]):
            for k, v in self._train_step().items():
                logs[k].append(v)
        return logs

    def _train_step(self):
        reals = [slinky_descents(self.cfg["batch"], self.cfg["length"], self.gen) for _ in range(self.cfg["n_critic"])]
        return self.algo.update(reals)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        algo = SlinkyWGAN(self.cfg)
        Trainer(algo, self.cfg).fit()
        with torch.no_grad():
            fake = algo.sample(512)
        real = slinky_descents(512, self.cfg["length"], torch.Generator().manual_seed(99))
        print(f"landing depth real {real[:, -1].mean():.3f} fake {fake[:, -1].mean():.3f}")


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
