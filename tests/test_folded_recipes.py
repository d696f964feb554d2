"""A setup recipe folded over its steps (`functools.reduce(lambda ctx, step: step(ctx), STEPS,
dict(settings))`, each step returning `{**ctx, "optimizer": opt}` or the context it changed on
one path) runs each step in turn: the context's entries stay known, so a layer swap after the
optimizer's step is AGL019, and the same swap before it is fine."""
from checkout_projects import findings, write_project

NORMS = '''
from torch import nn


def swap_batchnorm(module, groups=4):
    swapped = 0
    for name, child in module.named_children():
        if isinstance(child, nn.BatchNorm2d):
            setattr(module, name, nn.GroupNorm(groups, child.num_features))
            swapped += 1
        else:
            swapped += swap_batchnorm(child, groups)
    return swapped
'''

RECIPE = '''
import functools

import torch
from torch import nn

from norms import swap_batchnorm


def build_model(ctx):
    net = nn.Sequential(nn.Conv2d(1, 8, 3), nn.BatchNorm2d(8), nn.ReLU(),
                        nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(8, 4))
    return {**ctx, "model": net}


def build_optimizer(ctx):
    opt = torch.optim.SGD(ctx["model"].parameters(), lr=ctx["lr"], momentum=0.9)
    return {**ctx, "optimizer": opt}


def adapt_to_small_batches(ctx):
    if ctx["batch_size"] < 16:
        ctx["swapped"] = swap_batchnorm(ctx["model"])
    return ctx


STEPS = (STEP_ORDER)


def prepare(**settings):
    return functools.reduce(lambda ctx, step: step(ctx), STEPS, dict(settings))
'''

TRAIN = '''
import torch
import torch.nn.functional as F

from recipe import prepare


def main():
    ctx = prepare(lr=0.05, batch_size=8)
    model, optimizer = ctx["model"], ctx["optimizer"]
    for _ in range(3):
        images, labels = torch.randn(8, 1, 12, 12), torch.randint(0, 4, (8,))
        loss = F.cross_entropy(model(images), labels)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()


if __name__ == "__main__":
    main()
'''


def project(root, order: str) -> None:
    files = {"norms.py": NORMS, "recipe.py": RECIPE.replace("STEP_ORDER", order),
             "train.py": TRAIN}
    write_project(root, files)


def test_a_swap_folded_in_after_the_optimizer_is_stale(tmp_path):
    project(tmp_path, "build_model, build_optimizer, adapt_to_small_batches")
    assert findings(tmp_path) == {("norms.py", 8, "AGL019")}


def test_the_same_swap_folded_in_before_it_is_fine(tmp_path):
    project(tmp_path, "build_model, adapt_to_small_batches, build_optimizer")
    assert findings(tmp_path) == set()
