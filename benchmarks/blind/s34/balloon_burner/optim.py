import torch


def make_optimizer(params, *, name, **hyper):
    return getattr(torch.optim, name)(params, **hyper)
