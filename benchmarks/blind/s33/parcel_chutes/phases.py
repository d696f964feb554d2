import time
from contextlib import ExitStack, contextmanager

import torch


@contextmanager
def _mode(model, training):
    previous = model.training
    model.train(training)
    try:
        yield
    finally:
        model.train(previous)


@contextmanager
def _timer(log, name):
    start = time.perf_counter()
    yield
    log[name] = log.get(name, 0.0) + time.perf_counter() - start


def phase(name, model, log):
    """Everything a phase needs, entered and left together."""
    stack = ExitStack()
    stack.enter_context(_timer(log, name))
    stack.enter_context(_mode(model, name == "train"))
    if name != "train":
        stack.enter_context(torch.no_grad())
    return stack


def update(optimizer, params=None, max_norm=None):
    """Applies the optimizer when the block closes."""
    stack = ExitStack()
    stack.callback(optimizer.step)
    stack.callback(optimizer.zero_grad)
    if params is not None:
        stack.callback(torch.nn.utils.clip_grad_norm_, params, max_norm)
    return stack
