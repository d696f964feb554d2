import copy

import torch


class WeightEMA:
    def __init__(self, model, decay=0.99):
        self.decay = decay
        self.module = copy.deepcopy(model).requires_grad_(False).eval()

    @torch.no_grad()
    def update(self, model):
        for avg, cur in zip(self.module.parameters(), model.parameters()):
            avg.lerp_(cur, 1.0 - self.decay)
