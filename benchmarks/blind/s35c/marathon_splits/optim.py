import torch

SPEC = {
    "dense": ("SGD", {"lr": 0.02, "momentum": 0.9}),
    "runners": ("Adam", {"lr": 0.01}),
}


def build_optimizers(model, spec=SPEC):
    groups = {"dense": model.dense_parameters(), "runners": model.runner_parameters()}
    return {
        role: getattr(torch.optim, name)(groups[role], **kwargs)
        for role, (name, kwargs) in spec.items()
    }


def make_resetters(optimizers):
    return [lambda: opt.zero_grad(set_to_none=True) for opt in optimizers.values()]


def make_schedulers(optimizers, gamma):
    return [torch.optim.lr_scheduler.ExponentialLR(opt, gamma) for opt in optimizers.values()]
