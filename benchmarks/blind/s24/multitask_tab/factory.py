import torch
from torch.optim import lr_scheduler

from .model import MultiTaskNet


def build(cfg):
    model = MultiTaskNet(cfg["n_inputs"], cfg["width"], cfg["depth"])
    optimizer = torch.optim.AdamW(model.parameters(), lr=cfg["lr"], weight_decay=cfg["weight_decay"])
    warmup = lr_scheduler.LinearLR(optimizer, start_factor=0.1, total_iters=cfg["warmup_steps"])
    decay = lr_scheduler.CosineAnnealingLR(optimizer, T_max=cfg["total_steps"] - cfg["warmup_steps"])
    scheduler = lr_scheduler.SequentialLR(optimizer, [warmup, decay], milestones=[cfg["warmup_steps"]])
    return model, optimizer, scheduler
