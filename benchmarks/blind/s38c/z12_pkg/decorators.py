import functools

import torch


def no_grad_if(condition):
    """Run the wrapped function under torch.no_grad() when `condition` is truthy."""
    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            if condition:
                with torch.no_grad():
                    return fn(*args, **kwargs)
            return fn(*args, **kwargs)
        return wrapper
    return decorate


def timed(fn):
    import time

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        out = fn(*args, **kwargs)
        wrapper.last_seconds = time.perf_counter() - t0
        return out
    wrapper.last_seconds = 0.0
    return wrapper
