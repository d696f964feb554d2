import inspect

import torch


def build_optimizer(ocfg, model):
    cls = getattr(torch.optim, ocfg.name)
    accepted = inspect.signature(cls).parameters
    kwargs = {k: v for k, v in vars(ocfg).items() if k in accepted and k != "params"}
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        (no_decay if p.ndim == 1 else decay).append(p)
    groups = [{"params": decay},
              {"params": no_decay, "weight_decay": 0.0}]
    return cls(groups, **kwargs)
