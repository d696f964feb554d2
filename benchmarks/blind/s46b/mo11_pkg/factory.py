import torch

from .flow import MODEL_REGISTRY


def instantiate_from_config(cfg):
    return MODEL_REGISTRY[cfg["target"]](**cfg.get("params", {}))


class Accelerator:
    def __init__(self, clip=10.0):
        self.clip = clip
        self._params = []

    def prepare(self, model, opt):
        self._params = [p for g in opt.param_groups for p in g["params"]]
        return model, opt

    def backward(self, loss):
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self._params, self.clip)

