import os
import random

import numpy as np
import torch


class CFG:
    seed = 1024
    n_molecules = 600
    max_atoms = 12
    atom_types = ["H", "C", "N", "O"]
    coupling_types = ["1JHC", "2JHH", "2JHC", "3JHH", "3JHC"]
    n_folds = 3
    epochs = 5
    batch_size = 32
    lr = 1e-3
    d_model = 48
    n_heads = 4
    n_layers = 2
    rbf = 16


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
