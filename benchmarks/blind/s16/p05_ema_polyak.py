"""MLP regression with an exponential moving average of the weights and max-norm constraints."""
import copy
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class TrainConfig:
    in_dim: int = 10
    hidden: int = 64
    epochs: int = 3
    steps: int = 40
    batch_size: int = 64
    lr: float = 1e-2
    ema_decay: float = 0.95
    max_norm: float = 2.0


class ModelEMA:
    def __init__(self, model, decay):
        self.module = copy.deepcopy(model).eval()
        self.decay = decay
        for p in self.module.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, model):
        for ema_p, p in zip(self.module.parameters(), model.parameters()):
            ema_p.mul_(self.decay).add_(p, alpha=1.0 - self.decay)
        for ema_b, b in zip(self.module.buffers(), model.buffers()):
            ema_b.copy_(b)

    def copy_to(self, model):
        with torch.no_grad():
            for p, ema_p in zip(model.parameters(), self.module.parameters()):
                p.copy_(ema_p)


class Regressor(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.fc1 = nn.Linear(in_dim, hidden)
        self.bn = nn.BatchNorm1d(hidden)
        self.fc2 = nn.Linear(hidden, 1)
        nn.init.kaiming_uniform_(self.fc1.weight, nonlinearity="relu")
        nn.init.zeros_(self.fc2.bias)

    def forward(self, x):
        return self.fc2(torch.relu(self.bn(self.fc1(x)))).squeeze(-1)


def apply_max_norm(module, max_norm):
    with torch.no_grad():
        for name, p in module.named_parameters():
            if name.endswith("weight") and p.dim() == 2:
                p.renorm_(2, 0, max_norm)


def main(cfg):
    torch.manual_seed(0)
    true_w = torch.randn(cfg.in_dim)
    model = Regressor(cfg.in_dim, cfg.hidden)
    ema = ModelEMA(model, cfg.ema_decay)
    opt = torch.optim.SGD(model.parameters(), lr=cfg.lr, momentum=0.9)
    x_val = torch.randn(256, cfg.in_dim)
    y_val = torch.sin(x_val @ true_w)
    for epoch in range(cfg.epochs):
        model.train()
        for _ in range(cfg.steps):
            x = torch.randn(cfg.batch_size, cfg.in_dim)
            y = torch.sin(x @ true_w) + 0.05 * torch.randn(cfg.batch_size)
            loss = nn.functional.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            apply_max_norm(model, cfg.max_norm)
            ema.update(model)
        model.eval()
        with torch.no_grad():
            live = nn.functional.mse_loss(model(x_val), y_val).item()
            smooth = nn.functional.mse_loss(ema.module(x_val), y_val).item()
        print(f"epoch {epoch}: val mse {live:.4f} (ema {smooth:.4f})")
    ema.copy_to(model)
    return model


if __name__ == "__main__":
    torch.set_num_threads(1)
    main(TrainConfig())
