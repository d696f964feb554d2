import os
import random

import numpy as np
import torch


class CFG:
    seed = 2021
    tile = 32
    n_tiles = 240
    in_chans = 4             # RGB + haematoxylin channel from colour deconvolution
    n_folds = 3
    epochs = 5
    batch_size = 16
    lr = 3e-3
    width = 16
    threshold = 0.5


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
