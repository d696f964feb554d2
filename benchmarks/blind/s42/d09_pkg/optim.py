"""Heavy-ball SGD written against a flat list of leaves."""
import torch


class HeavyBall:
    def __init__(self, leaves, lr, beta=0.9, weight_decay=0.0):
        self.leaves, self.lr, self.beta, self.wd = leaves, lr, beta, weight_decay
        self.velocity = [torch.zeros_like(p) for p in leaves]

    @torch.no_grad()
    def apply(self):
        for p, v in zip(self.leaves, self.velocity):
            v.mul_(self.beta).add_(p.grad + self.wd * p)
            p.add_(v, alpha=-self.lr)

    def clear(self):
        for p in self.leaves:
            p.grad = None
