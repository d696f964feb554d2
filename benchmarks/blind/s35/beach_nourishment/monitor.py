from collections import defaultdict

from torch import nn


class GradientFlow:
    """Per-layer gradient norms, averaged over each epoch, to spot vanishing layers."""

    def __init__(self, model):
        self.layers = [(name, m) for name, m in model.named_modules() if isinstance(m, nn.Linear)]
        self.sums = defaultdict(float)
        self.steps = 0

    def record(self):
        for name, layer in self.layers:
            self.sums[name] += layer.weight.grad.norm().item()
        self.steps += 1

    def summary(self):
        out = {name: total / max(self.steps, 1) for name, total in self.sums.items()}
        self.sums.clear()
        self.steps = 0
        return out
