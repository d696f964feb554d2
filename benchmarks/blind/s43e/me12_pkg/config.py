import os
import random

import numpy as np
import torch


class CFG:
    seed = 0
    n_train = 3000
    n_test = 2000
    n_bin = 12
    n_cont = 10
    pos_rate = 0.08
    swap_prob = 0.15
    dae_epochs = 6
    dae_hidden = 128
    n_folds = 4
    epochs = 6
    batch_size = 128
    lr = 1e-3
    dae_lr = 3e-3


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
