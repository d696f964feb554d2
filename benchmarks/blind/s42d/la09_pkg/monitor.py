import math


class GradNormLog:
    """Records the gradient norm of a module right before its optimizer steps."""

    def __init__(self, module):
        self.params = [p for p in module.parameters()]
        self.values = []

    def record(self):
        sq = sum(float(p.grad.pow(2).sum()) for p in self.params if p.grad is not None)
        self.values.append(math.sqrt(sq))

    def summary(self):
        first, last = self.values[0], self.values[-1]
        self.values = []
        return first, last
