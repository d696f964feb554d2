import copy

import torch


class StudentEMA:
    """Polyak average of the student weights, used for the reported test numbers."""

    def __init__(self, model, decay=0.97):
        self.decay = decay
        self.model = copy.deepcopy(model).eval()
        for p in self.model.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model):
        ema_params = list(self.model.parameters())
        src_params = [p.detach() for p in model.parameters()]
        torch._foreach_mul_(ema_params, self.decay)
        torch._foreach_add_(ema_params, src_params, alpha=1.0 - self.decay)
