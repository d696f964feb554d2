import torch

from .prior import REGISTRY


def instantiate_from_config(cfg):
    return REGISTRY[cfg["target"]](**cfg.get("params", {}))


class Accelerator:
    def prepare(self, *objs):
        return objs

    def backward(self, loss):
        loss.backward()


def build_experiment(cfg):
    prior = instantiate_from_config(cfg["prior"])
    opt = torch.optim.AdamW(prior.parameters(), lr=cfg["optim"]["lr"],
                            weight_decay=cfg["optim"]["weight_decay"])
    accelerator = Accelerator()
    prior, opt = accelerator.prepare(prior, opt)
    return prior, opt, accelerator
