import copy

import torch

from .utils.misc import unwrap_model


class EMAHook:
    def __init__(self, decay=0.99):
        self.decay = decay
        self.shadow = None

    def before_train(self, trainer):
        self.shadow = copy.deepcopy(unwrap_model(trainer.model)).eval()

    @torch.no_grad()
    def after_step(self, trainer):
        for s, p in zip(self.shadow.parameters(), unwrap_model(trainer.model).parameters()):
            s.mul_(self.decay)
            s.add_(p.detach(), alpha=1.0 - self.decay)
        for s, b in zip(self.shadow.buffers(), unwrap_model(trainer.model).buffers()):
            s.copy_(b)
