import torch

OPTIMIZER_ARGS = {
    "SGD": ("lr", "momentum", "weight_decay"),
    "Adam": ("lr", "weight_decay"),
    "RMSprop": ("lr", "momentum", "weight_decay"),
}


def optimizer_kwargs(args):
    return {key: getattr(args, key) for key in OPTIMIZER_ARGS[args.optim]}


def make_optimizer(params, name, **kwargs):
    return getattr(torch.optim, name)(params, **kwargs)
