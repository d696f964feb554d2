import os
import random

import numpy as np
import torch


class CFG:
    seed = 2019
    n_tags = 10
    n_curated = 360
    n_noisy = 600
    n_mels = 32
    n_frames = 40
    n_folds = 3
    epochs = 4
    batch_size = 24
    lr = 4e-3
    ema_decay = 0.9
    consistency_weight = 2.0
    noisy_label_weight = 0.3


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
