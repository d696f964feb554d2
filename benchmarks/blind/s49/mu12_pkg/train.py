import numpy as np
import torch

from .data import make_mixtures
from .separator import RunSeparator
from .stft_utils import N_FFT
from .trainer import SeparationTrainer

CFG = {"lr": 2e-3, "epochs": 4, "batch": 4, "accum": 2}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    mix, sources = make_mixtures(48, 4000, seed=70)
    long_mix, long_sources = make_mixtures(1, 16000, seed=71)
    trainer = SeparationTrainer(RunSeparator(N_FFT // 2 + 1), CFG)
    trainer.fit(mix, sources, (long_mix[0], long_sources[0]))
    print("source gains", [round(g, 3) for g in trainer.model.src_gain.flatten().tolist()])


if __name__ == "__main__":
    main()
