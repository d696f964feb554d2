import os
import random

import numpy as np
import torch


class CFG:
    seed = 42
    targets = ["cohesion", "syntax", "vocabulary", "phraseology", "grammar", "conventions"]
    n_essays = 600
    max_len = 48
    vocab = 400
    n_folds = 3
    epochs = 4
    batch_size = 32
    encoder_lr = 2e-3
    head_lr = 4e-3
    layerwise_decay = 0.8
    emb_dim = 32
    hidden = 32
    fgm = True
    fgm_eps = 0.5
    fgm_start_epoch = 1
    max_grad_norm = 10.0


def seed_everything(seed=CFG.seed):
    random.seed(seed)
    os.environ["PYTHONHASHSEED"] = str(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)
