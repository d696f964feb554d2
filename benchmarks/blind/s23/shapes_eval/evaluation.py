import functools

import torch

import metrics


def evaluation_only(fn):
    """Run ``fn(model, ...)`` in eval mode with autograd off, then restore the mode."""

    @functools.wraps(fn)
    def wrapper(model, *args, **kwargs):
        was_training = model.training
        model.eval()
        try:
            with torch.inference_mode():
                return fn(model, *args, **kwargs)
        finally:
            model.train(was_training)

    return wrapper


accuracy = evaluation_only(metrics.accuracy)
confusion = evaluation_only(metrics.confusion)
