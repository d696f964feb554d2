import math


class GradNormTracker:
    def __init__(self):
        self.history = []

    def after_backward(self, trainer):
        sq = 0.0
        for p in trainer.model.parameters():
            if p.grad is not None:
                sq += p.grad.pow(2).sum().item()
        self.history.append(math.sqrt(sq))
        trainer.optimizer.zero_grad()


class BetaWarmup:
    def __init__(self, steps):
        self.steps = steps

    def after_backward(self, trainer):
        trainer.beta = min(1.0, trainer.global_step / self.steps)
