import copy

import torch


class EMA:
    def __init__(self, model, decay=0.98):
        self.decay = decay
        self.shadow = copy.deepcopy(model).requires_grad_(False).eval()

    @torch.no_grad()
    def update(self, model):
        for p_ema, p in zip(self.shadow.parameters(), model.parameters()):
            p_ema.mul_(self.decay).add_(p, alpha=1.0 - self.decay)
