import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, monitors=()):
        self.model = model
        self.optimizer = optimizer
        self.monitors = list(monitors)

    def fit_epoch(self, batches):
        self.model.train()
        total, n = 0.0, 0
        for dog, handler, cond, points in batches:
            loss = F.huber_loss(self.model(dog, handler, cond), points, delta=5.0)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(points)
            n += len(points)
        return total / n

    def end_of_epoch(self, epoch):
        logs = {}
        for monitor in self.monitors:
            logs.update(monitor(self, epoch))
        return logs

    @torch.no_grad()
    def points_mae(self, split):
        dog, handler, cond, points = split
        self.model.eval()
        return (self.model(dog, handler, cond) - points).abs().mean().item()
