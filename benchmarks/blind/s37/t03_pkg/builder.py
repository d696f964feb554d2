import torch

from .model import Seq2Seq


def build_model(cfg):
    return Seq2Seq(cfg["vocab"], cfg["emb"], cfg["hidden"])


def build_optimizer(cfg, model):
    spec = dict(cfg["optim"])
    cls = getattr(torch.optim, spec.pop("name"))
    optimizer = cls(model.parameters(), **spec)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, **cfg["sched"])
    return optimizer, scheduler
