import torch
from torch import nn


class MaxNorm:
    """Callback: after every optimizer step, rescale each hidden unit's incoming weights to norm <= c."""

    def __init__(self, max_norm=3.0):
        self.max_norm = max_norm

    @torch.no_grad()
    def __call__(self, trainer):
        for m in trainer.model.modules():
            if isinstance(m, nn.Linear) and m.out_features > 1:
                norms = m.weight.norm(dim=1, keepdim=True)
                m.weight.mul_(norms.clamp(max=self.max_norm) / norms.clamp_min(1e-8))
