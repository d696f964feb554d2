import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, scheduler=None):
        self.model, self.optimizer, self.scheduler = model, optimizer, scheduler

    def epoch(self, x, y, batch):
        self.model.train()
        perm = torch.randperm(x.size(0))
        total = 0.0
        for s in range(0, x.size(0), batch):
            idx = perm[s:s + batch]
            loss = F.mse_loss(self.model(x[idx]), y[idx])
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * idx.numel()
        if self.scheduler is not None:
            self.scheduler.step()
        return total / x.size(0)

    @torch.no_grad()
    def score(self, x, y):
        self.model.eval()
        return F.mse_loss(self.model(x), y).item()
