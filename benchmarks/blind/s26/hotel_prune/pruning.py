import torch
from torch import nn


class MagnitudePruner:
    def __init__(self, model, final_sparsity, start_epoch, ramp_epochs):
        self.layers = [m for m in model.modules() if isinstance(m, nn.Linear)]
        self.final_sparsity = final_sparsity
        self.start_epoch = start_epoch
        self.ramp_epochs = ramp_epochs
        self.masks = None

    def target(self, epoch):
        progress = min(1.0, max(0, epoch - self.start_epoch + 1) / self.ramp_epochs)
        return self.final_sparsity * (1 - (1 - progress) ** 3)

    def recompute(self, epoch, **_):
        sparsity = self.target(epoch)
        if sparsity <= 0:
            return
        self.masks = []
        for layer in self.layers:
            scores = layer.weight.detach().abs()
            k = int(sparsity * scores.numel())
            threshold = scores.flatten().kthvalue(max(k, 1)).values
            self.masks.append((scores > threshold).float())
        self.apply()

    def apply(self, **_):
        if self.masks is None:
            return
        for layer, mask in zip(self.layers, self.masks):
            layer.weight.mul_(mask)

    def density(self):
        kept = sum(int((l.weight != 0).sum()) for l in self.layers)
        return kept / sum(l.weight.numel() for l in self.layers)
