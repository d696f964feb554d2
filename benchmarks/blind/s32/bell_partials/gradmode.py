import functools

import torch


def without_autograd(fn):
    """Run fn with gradient tracking off (for edits made to weights between steps)."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with torch.no_grad():
            return fn(*args, **kwargs)
    return wrapper
