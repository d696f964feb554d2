from functools import partial

import torch

_FACTORIES = {
    "sgd": lambda args: partial(torch.optim.SGD, lr=args.lr, momentum=args.momentum),
    "adam": lambda args: partial(torch.optim.Adam, lr=args.lr),
}


def optimizer_from_args(args, params):
    return _FACTORIES[args.optimizer](args)(params)
