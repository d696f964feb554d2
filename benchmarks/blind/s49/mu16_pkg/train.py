import numpy as np
import torch

from .data import session_files
from .model import CrackEnhancer
from .trainer import ChunkTrainer

CFG = {"lr": 1e-3, "epochs": 4, "chunk": 2000, "hop": 1000, "batch": 4}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    files = session_files(10, 16000, seed=160)
    table = ChunkTrainer(CrackEnhancer(), CFG).fit(files)
    print("files above 5 dB:", sorted(k for k, v in table.items() if v > 5.0))


if __name__ == "__main__":
    main()
