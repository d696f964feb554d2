class GradientAccumulation:
    """Bookkeeping for updates that span several micro-batches."""

    def __init__(self, steps):
        self.steps = steps
        self.updates = 0

    def scale(self, loss):
        return loss / self.steps

    def is_boundary(self, index, n_batches):
        return (index + 1) % self.steps == 0 or index + 1 == n_batches

    def finish(self, optimizer):
        for group in optimizer.param_groups:
            for param in group["params"]:
                param.grad = None
        self.updates += 1
