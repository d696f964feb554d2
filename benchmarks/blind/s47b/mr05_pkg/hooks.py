import torch


class PerObjectiveBackward:
    """Backpropagates each weighted objective separately so its gradient
    norm on the shared encoder can be logged (cheap gradient-conflict monitor)."""

    def __init__(self, model, log):
        self.model = model
        self.log = log

    def on_objective(self, payload):
        name, weighted = payload
        before = [p.grad.clone() if p.grad is not None else None for p in self.model.encoder.parameters()]
        weighted.backward()
        norm = 0.0
        for p, b in zip(self.model.encoder.parameters(), before):
            if p.grad is not None:
                delta = p.grad - (b if b is not None else 0)
                norm += float(delta.pow(2).sum())
        self.log(f"gradnorm/{name}", norm ** 0.5)


class Log:
    def __init__(self):
        self.rows = []

    def __call__(self, key, value):
        self.rows.append((key, float(value) if torch.is_tensor(value) else value))
