import random
import time

import numpy as np
import torch


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def to_np(t):
    return t.detach().cpu().numpy()


def set_embedding_trainable(model, trainable):
    model.embedding.weight.requires_grad = trainable


def grad_norm(param):
    return 0.0 if param.grad is None else float(param.grad.norm())


class Timer:
    def __init__(self):
        self.t0 = time.time()

    def __str__(self):
        return f"{time.time() - self.t0:.1f}s"
