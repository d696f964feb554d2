import torch


class BaseTrainer:
    """Minimal trainer with hooks; subclasses customise ``train_step``."""

    def __init__(self, model, optimizer, criterion, scheduler=None):
        self.model = model
        self.optimizer = optimizer
        self.criterion = criterion
        self.scheduler = scheduler
        self.global_step = 0
        self.log = []

    def on_epoch_start(self, epoch):
        self.model.train()

    def on_epoch_end(self, epoch):
        if self.scheduler is not None:
            self.scheduler.step()

    def train_step(self, batch):
        x, y = batch
        self.optimizer.zero_grad()
        loss = self.criterion(self.model(x), y)
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def fit(self, loader, epochs):
        for epoch in range(epochs):
            self.on_epoch_start(epoch)
            total = 0.0
            for batch in loader:
                total += self.train_step(batch)
                self.global_step += 1
            self.log.append(total / len(loader))
            self.on_epoch_end(epoch)
            print(f"epoch {epoch}: loss {self.log[-1]:.4f}")
        return self.log
