import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, scheduler=None):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.history = []

    def _step(self, x, y):
        self.optimizer.zero_grad
        pred = self.model(x)
        loss = F.mse_loss(pred, y)
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def train_epoch(self, x, y, batch_size):
        self.model.train()
        order = torch.randperm(len(x))
        losses = []
        for start in range(0, len(order), batch_size):
            idx = order[start:start + batch_size]
            losses.append(self._step(x[idx], y[idx]))
        if self.scheduler is not None:
            self.scheduler.step()
        self.history.append(sum(losses) / len(losses))
        return self.history[-1]

    @torch.no_grad()
    def mae(self, x, y):
        self.model.eval()
        return (self.model(x) - y).abs().mean().item()
