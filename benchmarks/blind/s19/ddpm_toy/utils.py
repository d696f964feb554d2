import contextlib
import functools

import torch


def inference_context(use_inference_mode=True):
    """Context used for every sampling / evaluation pass."""
    return torch.inference_mode() if use_inference_mode else torch.no_grad()


def frozen(fn):
    """Run fn with autograd disabled."""
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        with inference_context():
            return fn(*args, **kwargs)
    return wrapper


@contextlib.contextmanager
def evaluating(model):
    was_training = model.training
    model.eval()
    try:
        with inference_context(use_inference_mode=False):
            yield model
    finally:
        model.train(was_training)
