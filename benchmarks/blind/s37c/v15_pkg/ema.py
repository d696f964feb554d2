import copy


class ModelEMA:
    """Keeps an exponential moving average of a model's weights for evaluation."""

    def __init__(self, model, decay=0.99, warmup=20):
        self.module = copy.deepcopy(model).eval()
        self.decay = decay
        self.warmup = warmup
        self.updates = 0

    def _decay(self):
        return min(self.decay, (1 + self.updates) / (self.warmup + self.updates))

    def update(self, model):
        self.updates += 1
        d = self._decay()
        for ema_p, p in zip(self.module.parameters(), model.parameters()):
            ema_p.mul_(d).add_(p.detach(), alpha=1.0 - d)
        for ema_b, b in zip(self.module.buffers(), model.buffers()):
            ema_b.copy_(b)

    def state_dict(self):
        return {"module": self.module.state_dict(), "updates": self.updates}
