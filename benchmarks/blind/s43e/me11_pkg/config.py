import os
import random

import numpy as np
import torch


class CFG:
    seed = 777
    n_species = 8
    n_sites = 4
    n_clips = 480
    n_mels = 32
    n_frames = 48
    n_folds = 3
    epochs = 4
    batch_size = 32
    lr = 2e-3
    critic_lr = 2e-3
    adv_weight = 0.1         # weight of the site-confusion term
    emb = 64


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
