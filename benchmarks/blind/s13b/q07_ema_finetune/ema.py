import copy

import torch


class ModelEMA:
    """Keeps an exponential moving average of a model's weights for evaluation."""

    def __init__(self, model, decay=0.99, warmup=10):
        self.shadow = copy.deepcopy(model).eval()
        self.decay = decay
        self.warmup = warmup
        self.updates = 0

    def _current_decay(self):
        return min(self.decay, (1 + self.updates) / (self.warmup + self.updates))

    @torch.no_grad()
    def update(self, model):
        self.updates += 1
        d = self._current_decay()
        for ema_p, p in zip(self.shadow.parameters(), model.parameters()):
            ema_p.mul_(d).add_(p, alpha=1.0 - d)
        for ema_b, b in zip(self.shadow.buffers(), model.buffers()):
            ema_b.copy_(b)

    def __call__(self, x):
        return self.shadow(x)
