import torch
from torch import nn

from .gases import FAULTS, GASES
from .layers import AttentionPool, SampleEncoder


class DGAClassifier(nn.Module):
    def __init__(self, width=32):
        super().__init__()
        self.parts = nn.ModuleDict({
            "encoder": SampleEncoder(len(GASES), width),
            "pool": AttentionPool(width),
            "head": nn.Linear(width, len(FAULTS)),
        })

    @property
    def encoder(self):
        return self.parts["encoder"]

    @property
    def head(self):
        return self.parts["head"]

    def forward(self, log_ppm, mask):
        pooled, _ = self.parts["pool"](self.encoder(log_ppm), mask)
        return self.head(pooled)


def build(width=32, lr=3e-3, head_lr_scale=3.0):
    model = DGAClassifier(width)
    head_ids = {id(p) for p in model.head.parameters()}
    groups = [
        {"params": [p for p in model.parameters() if id(p) not in head_ids], "lr": lr},
        {"params": list(model.head.parameters()), "lr": lr * head_lr_scale},
    ]
    return model, groups
