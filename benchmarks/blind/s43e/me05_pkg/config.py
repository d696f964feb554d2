import os
import random

import numpy as np
import torch


class CFG:
    seed = 719
    img = 24
    classes = ["CBB", "CBSD", "CGM", "CMD", "Healthy"]
    n_labelled = 450
    n_unlabelled = 600
    n_test = 400
    n_folds = 3
    epochs = 6
    pl_epochs = 5
    batch_size = 32
    lr = 2e-3
    label_smoothing = 0.1
    pl_threshold = 0.7
    pl_weight = 0.5
    tta = 2


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
