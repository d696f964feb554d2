import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, optimizer, epoch_end_callbacks=()):
        self.model = model
        self.optimizer = optimizer
        self.epoch_end_callbacks = list(epoch_end_callbacks)

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for x, y in loader:
            self.optimizer.zero_grad(set_to_none=True)
            loss = F.cross_entropy(self.model(x), y)
            loss.backward()
            self.optimizer.step()
            total += loss.item() * x.size(0)
            n += x.size(0)
        return total / n

    @torch.no_grad()
    def accuracy(self, loader):
        self.model.eval()
        correct = n = 0
        for x, y in loader:
            correct += (self.model(x).argmax(1) == y).sum().item()
            n += y.numel()
        return correct / n

    def fit(self, make_loader, epochs):
        for epoch in range(epochs):
            loss = self.train_epoch(make_loader())
            acc = self.accuracy(make_loader())
            print(f"epoch {epoch}: loss={loss:.4f} acc={acc:.3f}")
            for cb in self.epoch_end_callbacks:
                cb(self, epoch)
