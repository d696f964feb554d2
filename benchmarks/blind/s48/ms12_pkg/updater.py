import torch


class ManualSGD:
    """Plain SGD over named tensors with optional box constraints (projected gradient)."""

    def __init__(self, named_tensors, *, lr, bounds=None):
        self.named = dict(named_tensors)
        self.lr = lr
        self.bounds = bounds or {}

    def zero_grad(self):
        for p in self.named.values():
            p.grad = None

    @torch.no_grad()
    def step(self):
        for name, p in self.named.items():
            if p.grad is None:
                continue
            p -= self.lr * p.grad
            if name in self.bounds:
                p.clamp_(*self.bounds[name])


class ParamLogger:
    def __init__(self, named_tensors):
        self.named = list(named_tensors)

    def summary(self):
        return "  ".join(f"{n}={p.detach().norm().item():.3f}" for n, p in self.named)
