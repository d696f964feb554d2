import copy

import torch

from .utils.misc import unwrap_model


class ModelEMA:
    def __init__(self, model, decay=0.99):
        self.module = copy.deepcopy(unwrap_model(model)).eval()
        for p in self.module.parameters():
            p.requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, model):
        msd = unwrap_model(model).state_dict()
        for k, v in self.module.state_dict().items():
            if v.dtype.is_floating_point:
                v.mul_(self.decay).add_(msd[k].detach(), alpha=1.0 - self.decay)


class EMAHook:
    def __init__(self, decay=0.99):
        self.decay = decay
        self.ema = None

    def before_train(self, trainer):
        self.ema = ModelEMA(trainer.model, self.decay)

    def after_step(self, trainer):
        self.ema.update(trainer.model)
