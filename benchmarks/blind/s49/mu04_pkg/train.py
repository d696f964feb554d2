import numpy as np
import torch

from .data import CLASSES, make_split
from .features import N_BANDS
from .model import PopTagger
from .trainer import fit

CFG = {"lr": 3e-3, "epochs": 4, "batch": 32, "eval_every": 10, "decay_every": 3, "seed": 5}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    train_split = make_split(320, seed=100)
    val_split = make_split(256, seed=101)
    model = PopTagger(N_BANDS, len(CLASSES))
    records = fit(model, train_split, val_split, CFG)
    step, last = records["val"][-1]
    names = {i: c for i, c in enumerate(CLASSES)}
    print("final per-class acc:", {names[k]: round(v, 2) for k, v in last["per_class"].items()})


if __name__ == "__main__":
    main()
