import torch

from tram_brakes.hygiene import install_grad_release

OPTIMIZER = {"name": "Adam", "kwargs": {"lr": 2e-3}, "release_grads": True}


def build_optimizer(model, spec=OPTIMIZER):
    optimizer = getattr(torch.optim, spec["name"])(model.parameters(), **spec["kwargs"])
    if spec.get("release_grads"):
        install_grad_release(optimizer)
    return optimizer
