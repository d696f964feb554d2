import os
import random

import numpy as np
import torch


class CFG:
    seed = 10
    n_stores = 50
    n_days = 180
    cat_fields = {"store": 50, "dow": 7, "month": 6, "promo": 2, "state_holiday": 3, "store_type": 4}
    emb_dims = {"store": 10, "dow": 4, "month": 3, "promo": 1, "state_holiday": 2, "store_type": 2}
    n_cont = 3               # competition distance, promo2 weeks, customers last week
    n_folds = 3
    epochs = 4
    batch_size = 256
    lr = 2e-3


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
