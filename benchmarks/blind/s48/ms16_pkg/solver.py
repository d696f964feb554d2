class GradientDescent:
    """Steepest descent on a dict of named leaf tensors, with per-parameter step scaling."""

    def __init__(self, params, *, lr, scale=None):
        self.params = params
        self.lr = lr
        self.scale = scale or {}

    def zero_grad(self):
        for p in self.params.values():
            p.grad = None

    def step(self):
        for name, p in self.params.items():
            self.params[name] = p - self.lr * self.scale.get(name, 1.0) * p.grad

    def state(self):
        return {name: p.item() for name, p in self.params.items()}
