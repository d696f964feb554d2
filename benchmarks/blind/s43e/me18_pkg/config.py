import os
import random

import numpy as np
import torch


class CFG:
    seed = 42
    n_scenes = 60
    agents_per_scene = 12
    history = 10
    future = 20
    n_modes = 3
    n_folds = 3
    epochs = 8
    batch_size = 32
    lr = 3e-3
    hidden = 128


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
