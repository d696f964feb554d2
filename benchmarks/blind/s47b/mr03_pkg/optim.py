import torch

OPTIMIZERS = {"adam": torch.optim.Adam, "sgd": torch.optim.SGD}


def make_optimizer(name, params, **kw):
    return OPTIMIZERS[name](params, **kw)


def reset_grads(opt):
    for group in opt.param_groups:
        for p in group["params"]:
            p.grad = None
