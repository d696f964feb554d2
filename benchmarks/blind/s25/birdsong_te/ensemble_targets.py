import torch


class TemporalTargets:
    """Exponential moving average, over epochs, of the network's predictions for every sample."""

    def __init__(self, samples, classes, alpha=0.6):
        self.alpha = alpha
        self.accumulated = torch.zeros(samples, classes)
        self.this_epoch = torch.zeros(samples, classes)
        self.targets = torch.zeros(samples, classes)
        self.epochs = 0

    @torch.no_grad()
    def record(self, rows, probs):
        self.this_epoch[rows] = probs

    @torch.no_grad()
    def end_epoch(self):
        self.epochs += 1
        self.accumulated = self.alpha * self.accumulated + (1 - self.alpha) * self.this_epoch
        self.targets = self.accumulated / (1 - self.alpha ** self.epochs)
