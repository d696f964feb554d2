import copy

import torch


class ParamEMA:
    """Exponential moving average of a generator's weights, used for sampling."""

    def __init__(self, model, *, decay=0.98):
        self.shadow = copy.deepcopy(model).eval()
        self.decay = decay

    @torch.no_grad()
    def update(self, model):
        for avg, live in zip(self.shadow.parameters(), model.parameters()):
            avg.mul_(self.decay).add_(live, alpha=1.0 - self.decay)

    def __call__(self, *args, **kwargs):
        return self.shadow(*args, **kwargs)
