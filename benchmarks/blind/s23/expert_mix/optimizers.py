from functools import partial

import torch


def optimizer_factory(name, **hyper):
    return partial(getattr(torch.optim, name), **hyper)
