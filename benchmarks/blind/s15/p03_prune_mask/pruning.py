import torch
import torch.nn as nn


class MagnitudePruner:
    """Keeps a binary mask per conv/linear weight and re-applies it after each update."""

    def __init__(self, net, sparsity=0.5, kinds=(nn.Conv2d, nn.Linear)):
        self.net = net
        self.sparsity = sparsity
        self.kinds = kinds
        self.masks = {}

    def _targets(self):
        for name, mod in self.net.named_modules():
            if isinstance(mod, self.kinds):
                yield name, mod

    def compute_masks(self):
        for name, mod in self._targets():
            w = mod.weight.detach().abs().flatten()
            k = int(self.sparsity * w.numel())
            thresh = w.kthvalue(max(k, 1)).values
            self.masks[name] = (mod.weight.detach().abs() > thresh).float()

    def apply(self):
        for name, mod in self._targets():
            if name in self.masks:
                mod.weight.mul_(self.masks[name])

    def density(self):
        kept = sum(m.sum().item() for m in self.masks.values())
        total = sum(m.numel() for m in self.masks.values())
        return kept / max(total, 1)
