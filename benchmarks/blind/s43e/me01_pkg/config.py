import os
import random

import numpy as np
import torch


class CFG:
    seed = 2020
    n_series = 6           # "batches" of the competition, each recorded separately
    series_len = 1000
    n_classes = 4          # open channels 0..3 in this reduced version
    n_folds = 3
    epochs = 4
    batch_size = 1
    chunk_len = 100        # the GRU sees the series in windows of this length
    hidden = 32
    lr = 5e-3
    weight_decay = 1e-5


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
    torch.backends.cudnn.deterministic = True
