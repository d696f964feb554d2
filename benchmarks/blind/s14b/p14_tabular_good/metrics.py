import torch


class RunningMean:
    def __init__(self):
        self.total = 0.0
        self.count = 0

    def add(self, value, n=1):
        self.total += value * n
        self.count += n

    @property
    def mean(self):
        return self.total / max(self.count, 1)


@torch.inference_mode()
def evaluate(model, batches):
    model.eval()
    se = RunningMean()
    for numeric, cats, y in batches:
        pred = model(numeric, cats)
        se.add(((pred - y) ** 2).mean().item(), len(y))
    return se.mean ** 0.5
