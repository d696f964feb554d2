import torch
from torch import nn


class BrixRegressor(nn.Module):
    """Predicts the offset from the 66.5 Brix target; the target is added back in forward."""

    TARGET = 66.5

    def __init__(self, n_in, width=64):
        super().__init__()
        self.layers = nn.Sequential(
            nn.Linear(n_in, width), nn.Tanh(),
            nn.Linear(width, width), nn.Tanh(),
            nn.Linear(width, 1),
        )

    def forward(self, x):
        return self.TARGET + self.layers(x).squeeze(-1)


def make_optimizer(net, settings):
    return torch.optim.SGD(net.parameters(), lr=settings.base_lr, momentum=settings.momentum, nesterov=True)


def make_warmup(optimizer, settings, updates_per_epoch):
    total = settings.epochs * updates_per_epoch

    def ramp(step):
        if step < settings.warmup_updates:
            return (step + 1) / settings.warmup_updates
        return max(0.1, 1.0 - (step - settings.warmup_updates) / max(1, total))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, ramp)
