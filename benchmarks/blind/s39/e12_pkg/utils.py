"""Framework utilities: collection helpers and evaluation contexts."""
import contextlib

import torch


def apply_to_collection(data, dtype, fn):
    if isinstance(data, dtype):
        return fn(data)
    if isinstance(data, dict):
        return {k: apply_to_collection(v, dtype, fn) for k, v in data.items()}
    if isinstance(data, (list, tuple)):
        return type(data)(apply_to_collection(v, dtype, fn) for v in data)
    return data


def detach_outputs(outputs):
    return apply_to_collection(outputs, torch.Tensor, lambda t: t.detach())


@contextlib.contextmanager
def evaluation_context(module):
    """eval() + inference mode for the duration of a validation/predict loop."""
    was_training = module.training
    module.eval()
    with torch.inference_mode():
        yield module
    module.train(was_training)
