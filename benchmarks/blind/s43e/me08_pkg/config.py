import os
import random

import numpy as np
import torch


class CFG:
    seed = 42
    n_customers = 2400
    n_statements = 13
    n_features = 12
    default_rate = 0.26
    n_folds = 4
    epochs = 5
    batch_size = 128
    lr = 2e-3
    hidden = 48
    max_grad_norm = 5.0


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
