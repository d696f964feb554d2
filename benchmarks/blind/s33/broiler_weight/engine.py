import torch
from torch import nn


class GrowthForecaster(nn.Module):
    def __init__(self, n_features, hidden=48):
        super().__init__()
        self.rnn = nn.GRU(n_features, hidden, batch_first=True)
        self.head = nn.Sequential(nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, x):
        _, h = self.rnn(x)
        return self.head(h[-1]).squeeze(-1)


class Engine:
    def __init__(self, model, optimizer, scheduler, bus):
        self.model = model
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.bus = bus
        self.loss_fn = nn.MSELoss()
        self.step = 0

    def train_epoch(self, epoch, x, y, batch_size=32):
        self.model.train()
        for idx in torch.randperm(len(y)).split(batch_size):
            self.optimizer.zero_grad()
            loss = self.loss_fn(self.model(x[idx]), y[idx])
            loss.backward()
            nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
            self.optimizer.step()
            self.step += 1
            self.bus.emit("step_end", step=self.step, loss=loss)
        self.scheduler.step()
        self.bus.emit("epoch_end", epoch=epoch)

    @torch.no_grad()
    def mae(self, x, y):
        self.model.eval()
        return (self.model(x) - y).abs().mean().item()
