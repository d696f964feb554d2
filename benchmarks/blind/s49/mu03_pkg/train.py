import numpy as np
import torch

from .data import build_corpus
from .features import N_FFT
from .networks import ChimeEnhancer, MetricCritic
from .trainer import MetricGANTrainer

CONFIG = {"lr": 1e-3, "amp": False, "rec_weight": 1.0, "epochs": 3, "batch": 8, "eval_every": 4}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = build_corpus(48, 4000, seed=21)
    v_noisy, v_clean = build_corpus(6, 4000, seed=22)
    val_files = list(zip(v_noisy, v_clean))
    trainer = MetricGANTrainer(ChimeEnhancer(N_FFT // 2 + 1), MetricCritic(), CONFIG)
    history = trainer.learn(noisy, clean, val_files)
    print("best val quality %.3f after %d updates" % (max(history["val"]), len(history["g"])))


if __name__ == "__main__":
    main()
