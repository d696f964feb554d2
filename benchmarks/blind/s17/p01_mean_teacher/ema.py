import copy

import torch


class WeightAverage:
    """Exponential moving average of a model's weights (mean-teacher style)."""

    def __init__(self, model, decay):
        self.decay = decay
        self.module = copy.deepcopy(model)
        self.module.train()

    @torch.no_grad()
    def update(self, model):
        for avg, cur in zip(self.module.parameters(), model.parameters()):
            avg.mul_(self.decay).add_(cur, alpha=1.0 - self.decay)
        for avg_b, cur_b in zip(self.module.buffers(), model.buffers()):
            avg_b.copy_(cur_b)

    def __call__(self, x):
        return self.module(x)
