"""Fitter: owns the optimizers and drives the module."""


class Fitter:
    def __init__(self, max_steps, log_every=50):
        self.max_steps = max_steps
        self.log_every = log_every
        self.optimizers = {}
        self.logs = []

    def backward(self, loss):
        loss.backward()

    def fit(self, module, stream):
        module.fitter = self
        self.optimizers = dict(module.configure_optimizers())
        module.train()
        for step in range(self.max_steps):
            logs = module.training_step(next(stream), step)
            self.logs.append(logs)
            if (step + 1) % self.log_every == 0:
                print(f"step {step + 1}: " +
                      " ".join(f"{k} {v:.3f}" for k, v in logs.items()))
        return module
