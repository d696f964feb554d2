import copy

import torch

from .utils.misc import unwrap_model


class ModelEMA:
    def __init__(self, model, decay=0.995):
        self.module = copy.deepcopy(unwrap_model(model)).eval()
        self.decay = decay

    @torch.no_grad()
    def update(self, model):
        for e, p in zip(self.module.parameters(), unwrap_model(model).parameters()):
            e.mul_(self.decay).add_(p, alpha=1.0 - self.decay)
