import torch.nn.functional as F

from .registry import TASK_LOSSES


@TASK_LOSSES.register("huber")
class Huber:
    def __init__(self, *, delta=1.0):
        self.delta = delta

    def __call__(self, pred, target):
        return F.huber_loss(pred, target, delta=self.delta)


@TASK_LOSSES.register("xent")
class XEnt:
    def __init__(self, *, smoothing=0.0):
        self.smoothing = smoothing

    def __call__(self, logits, target):
        return F.cross_entropy(logits, target, label_smoothing=self.smoothing)


def build_task_losses(cfg):
    return {task: (spec.get("weight", 1.0), TASK_LOSSES.build(spec)) for task, spec in cfg.items()}
