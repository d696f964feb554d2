import torch


class HeavyBall:
    """Polyak momentum over a list of tensors shared with the model."""

    def __init__(self, params, *, lr, momentum=0.9):
        self.params = params
        self.lr = lr
        self.momentum = momentum
        self.velocity = [torch.zeros_like(p) for p in params]

    def zero_grad(self):
        for p in self.params:
            p.grad = None

    def step(self):
        for i, p in enumerate(self.params):
            self.velocity[i] = self.momentum * self.velocity[i] + p.grad
            self.params[i] = p - self.lr * self.velocity[i]
