import torch

from .registry import OPTIMIZERS, build_from_cfg


class OptimWrapper:
    """zero_grad -> backward -> optional clipping -> step, for one module."""

    def __init__(self, module, cfg):
        cfg = dict(cfg)
        self.max_norm = cfg.pop("max_norm", None)
        self.module = module
        self.optimizer = build_from_cfg(cfg, OPTIMIZERS, params=module.parameters())

    def update(self, loss):
        self.optimizer.zero_grad()
        loss.backward()
        if self.max_norm:
            torch.nn.utils.clip_grad_norm_(self.module.parameters(), self.max_norm)
        self.optimizer.step()
