import functools

import torch


def no_grad_methods(*names):
    """Class decorator: run the named methods with autograd switched off."""
    def wrap(cls):
        for name in names:
            method = getattr(cls, name)
            setattr(cls, name, functools.wraps(method)(torch.no_grad()(method)))
        return cls
    return wrap
