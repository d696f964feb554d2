"""A function under decorators of the project runs as the decorators wrap it: `@differentiates`
(call, then backward) over `@updates(optimizer)` (zero, call, step) steps before the backward
(AGL014); the other order is right. The wrappers read what their factory was given
(`optimizer` of `updates(optimizer)`) through two levels of closures, and count as one call."""
from checkout_projects import findings, write_project

STEPPING = '''
import functools
import time

import torch


def updates(optimizer, clip=None):
    params = [p for group in optimizer.param_groups for p in group["params"]]

    def decorate(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            optimizer.zero_grad(set_to_none=True)
            result = fn(*args, **kwargs)
            if clip is not None:
                torch.nn.utils.clip_grad_norm_(params, clip)
            optimizer.step()
            return result
        return wrapper
    return decorate


def differentiates(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        loss = fn(*args, **kwargs)
        loss.backward()
        return loss.detach()
    return wrapper


def timed(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        out = fn(*args, **kwargs)
        wrapper.seconds += time.perf_counter() - start
        return out
    wrapper.seconds = 0.0
    return wrapper
'''

STEPS = '''
import torch.nn.functional as F

from stepping import differentiates, timed, updates


def make_train_step(model, optimizer):
    @timed
    DECORATORS
    def train_step(x, y):
        return F.mse_loss(model(x), y)

    return train_step
'''

TRAIN = '''
import torch

from steps import make_train_step


def main():
    model = torch.nn.Linear(4, 1)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-2)
    train_step = make_train_step(model, optimizer)
    for _ in range(20):
        train_step(torch.randn(8, 4), torch.randn(8, 1))


if __name__ == "__main__":
    main()
'''


def project(root, decorators: str) -> None:
    files = {"stepping.py": STEPPING, "train.py": TRAIN,
             "steps.py": STEPS.replace("DECORATORS", decorators)}
    write_project(root, files)


def test_a_step_wrapped_inside_the_backward_runs_before_it(tmp_path):
    project(tmp_path, "@differentiates\n    @updates(optimizer, clip=5.0)")
    assert findings(tmp_path) == {("stepping.py", 17, "AGL014")}


def test_the_backward_wrapped_inside_the_update_is_right(tmp_path):
    project(tmp_path, "@updates(optimizer, clip=5.0)\n    @differentiates")
    assert findings(tmp_path) == set()
