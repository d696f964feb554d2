import copy


def frozen_copy(module):
    shadow = copy.deepcopy(module)
    shadow.eval()
    for p in shadow.parameters():
        p.requires_grad_(False)
    return shadow


class ModelEMA:
    """Exponential moving average of a model's weights (kept as a separate module)."""

    def __init__(self, model, decay=0.99, warmup=10):
        self.module = frozen_copy(model)
        self.decay = decay
        self.warmup = warmup
        self.updates = 0

    def effective_decay(self):
        return min(self.decay, (1 + self.updates) / (self.warmup + self.updates))

    def update(self, model):
        self.updates += 1
        d = self.effective_decay()
        for ema_p, p in zip(self.module.parameters(), model.parameters()):
            ema_p.mul_(d).add_(p.detach(), alpha=1 - d)
        for ema_b, b in zip(self.module.buffers(), model.buffers()):
            ema_b.copy_(b)

    def state_dict(self):
        return {"module": self.module.state_dict(), "updates": self.updates}
