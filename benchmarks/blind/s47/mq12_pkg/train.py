"""Entry point: python -m mq12_pkg.train"""
import numpy as np
import torch

from .film import FEATURES, synth_bubbles
from .nets import BubbleNet
from .phases import FilmPretrainer, LifetimeFinetuner

CFG = {"seed": 0, "micro_batch": 16, "accum": 4, "lr": 3e-3, "pre_epochs": 3, "ft_epochs": 6,
       "n_train": 1536, "n_val": 512}


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        gen = torch.Generator().manual_seed(self.cfg["seed"])
        train = synth_bubbles(self.cfg["n_train"], self.cfg["seed"])
        val = synth_bubbles(self.cfg["n_val"], self.cfg["seed"] + 1)
        model = BubbleNet(len(FEATURES))
        pre = FilmPretrainer(model, train, self.cfg, gen).fit(self.cfg["pre_epochs"])
        print("pretrain film-thickness MSE per epoch:", [round(v, 4) for v in pre])
        ft = LifetimeFinetuner(model, train, self.cfg, gen)
        hist = ft.fit(self.cfg["ft_epochs"])
        print("finetune loss per epoch:", [round(v, 4) for v in hist])
        mae, acc = ft.evaluate(val)
        print(f"val log-lifetime MAE {mae:.3f} | burst-cause acc {acc:.3f}")


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
