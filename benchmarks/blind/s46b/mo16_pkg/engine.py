import torch

from .metrics import sequence_nll
from .prior import PRIORS


def instantiate_from_config(cfg):
    return PRIORS[cfg["target"]](**cfg.get("params", {}))


class Accelerator:
    def __init__(self, clip=1.0):
        self.clip = clip

    def prepare(self, model, opt):
        self.model = model
        return model, opt

    def backward(self, loss):
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)


def prior_step(prior, opt, accelerator, tokens):
    opt.zero_grad()
    loss = sequence_nll(prior, tokens)
    accelerator.backward(loss)
    opt.step()
    return loss.item()
