import torch.nn as nn

from .backbone import BACKBONES
from .heads import HEADS, LOSSES


class MultiTaskModel(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.backbone = BACKBONES[cfg.backbone](**cfg.backbone_args)
        self.tasks = {t.name: t for t in cfg.tasks}
        self.heads = {t.name: HEADS[t.kind](self.backbone.out_dim, t.n_out) for t in cfg.tasks}

    def forward(self, x):
        shared = self.backbone(x)
        return {name: h(shared) for name, h in self.heads.items()}

    def loss(self, outputs, targets):
        parts = {name: LOSSES[self.tasks[name].kind](outputs[name], targets[name]) for name in outputs}
        total = sum(self.tasks[name].weight * value for name, value in parts.items())
        return total, {k: v.item() for k, v in parts.items()}
