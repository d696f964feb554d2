"""Multi-task model with uncertainty-weighted losses (Kendall et al.) on synthetic data."""
from dataclasses import dataclass, field

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Config:
    in_dim: int = 10
    widths: tuple = (48, 48)
    tasks: dict = field(default_factory=lambda: {"label": 4, "score": 1, "flag": 2})
    adapters: int = 2
    epochs: int = 3
    batch_size: int = 32
    lr: float = 3e-3


class Adapter(nn.Module):
    def __init__(self, dim, bottleneck=8):
        super().__init__()
        self.down = nn.Linear(dim, bottleneck)
        self.up = nn.Linear(bottleneck, dim)

    def forward(self, x):
        return x + self.up(F.gelu(self.down(x)))


class SharedEncoderModel(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        layers, prev = [], cfg.in_dim
        for w in cfg.widths:
            layers += [nn.Linear(prev, w), nn.GELU()]
            prev = w
        self.encoder = nn.Sequential(*layers)
        self.adapters = nn.ModuleList([Adapter(prev) for _ in range(cfg.adapters)])
        self.task_names = list(cfg.tasks)
        self.heads = nn.ModuleDict({name: nn.Linear(prev, n) for name, n in cfg.tasks.items()})
        self.log_vars = nn.ParameterList([nn.Parameter(torch.zeros(())) for _ in self.task_names])
        self.loss_kinds = {"label": "ce", "score": "mse", "flag": "ce"}
        self._activations = []

    def forward(self, x):
        h = self.encoder(x)
        for adapter in self.adapters:
            h = adapter(h)
        return {name: self.heads[name](h) for name in self.task_names}

    def weighted_loss(self, outputs, targets):
        total = 0.0
        for name, log_var in zip(self.task_names, self.log_vars):
            if self.loss_kinds[name] == "ce":
                task_loss = F.cross_entropy(outputs[name], targets[name])
            else:
                task_loss = F.mse_loss(outputs[name].squeeze(-1), targets[name])
            total = total + torch.exp(-log_var) * task_loss + log_var
        return total


def make_data(cfg, n=512):
    x = torch.randn(n, cfg.in_dim)
    return x, {
        "label": (x[:, :4]).argmax(1),
        "score": x[:, 4] - 0.5 * x[:, 5],
        "flag": (x[:, 6] > 0).long(),
    }


def main():
    torch.manual_seed(0)
    cfg = Config()
    model = SharedEncoderModel(cfg)
    optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    x, y = make_data(cfg)
    for epoch in range(cfg.epochs):
        running = 0.0
        for i in range(0, len(x), cfg.batch_size):
            out = model(x[i:i + cfg.batch_size])
            loss = model.weighted_loss(out, {k: v[i:i + cfg.batch_size] for k, v in y.items()})
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            running += loss.item()
        sigmas = ", ".join(f"{n}={lv.exp().item():.3f}" for n, lv in zip(model.task_names, model.log_vars))
        print(f"epoch {epoch}: loss {running / (len(x) // cfg.batch_size):.4f} task variances: {sigmas}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
