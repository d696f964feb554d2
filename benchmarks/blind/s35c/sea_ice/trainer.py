import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, lr, callbacks=()):
        self.model = model
        self.optimizer = torch.optim.NAdam(model.parameters(), lr=lr)
        self.callbacks = list(callbacks)

    @torch.no_grad()
    def mae(self, x, y):
        self.model.eval()
        return (self.model(x) - y).abs().mean().item()

    def train_epoch(self, x, y, batch, generator):
        self.model.train()
        order = torch.randperm(len(y), generator=generator)
        total = 0.0
        for start in range(0, len(order), batch):
            idx = order[start:start + batch]
            self.optimizer.zero_grad()
            loss = F.mse_loss(self.model(x[idx]), y[idx])
            loss.backward()
            self.optimizer.step()
            total += loss.item() * len(idx)
        return total / len(y)

    def fit(self, train, valid, epochs, batch, generator):
        for epoch in range(epochs):
            metrics = {"train_mse": self.train_epoch(*train, batch, generator)}
            metrics["valid_mae"] = self.mae(*valid)
            for callback in self.callbacks:
                callback.on_epoch_end(self, epoch, metrics)
