import torch


class FeatureSaliency:
    """Mean |d loss / d input| of every numeric input and embedding block, accumulated over an epoch."""

    def __init__(self, numeric_names, blocks):
        self.names = list(numeric_names) + [name for name, _ in blocks]
        self.slices = [slice(i, i + 1) for i in range(len(numeric_names))]
        start = len(numeric_names)
        for _, width in blocks:
            self.slices.append(slice(start, start + width))
            start += width
        self.reset()

    def reset(self):
        self.totals = torch.zeros(len(self.names))
        self.batches = 0

    def on_after_backward(self, outputs):
        grad = outputs["features"].grad.abs().mean(0)
        self.totals += torch.stack([grad[s].mean() for s in self.slices])
        self.batches += 1

    def report(self, top=4):
        score = self.totals / max(1, self.batches)
        order = score.argsort(descending=True)[:top]
        return ", ".join(f"{self.names[i]} {score[i]:.2e}" for i in order.tolist())


class LossHistory:
    def __init__(self):
        self.values = []

    def on_after_backward(self, outputs):
        pass

    def log(self, value):
        self.values.append(value)
