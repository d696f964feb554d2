"""1-D CNN with squeeze-and-excitation blocks for heartbeat-window classification."""
from dataclasses import dataclass

import torch
from torch import nn
import torch.nn.functional as F


@dataclass
class Settings:
    length: int = 128
    channels: int = 1
    width: int = 24
    n_classes: int = 3
    reduction: int = 4
    batch: int = 32
    epochs: int = 3
    steps_per_epoch: int = 40
    lr: float = 2e-3


class SEBlock1d(nn.Module):
    def __init__(self, ch, reduction):
        super().__init__()
        self.conv = nn.Conv1d(ch, ch, 7, padding=3)
        self.bn = nn.BatchNorm1d(ch)
        self.fc1 = nn.Linear(ch, ch // reduction)
        self.fc2 = nn.Linear(ch // reduction, ch)

    def forward(self, x):
        y = F.relu(self.bn(self.conv(x)))
        s = y.mean(-1)
        w = torch.sigmoid(self.fc2(F.relu(self.fc1(s))))
        w.mul_(2.0)
        return x + y * w.unsqueeze(-1)


class BeatNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.stem = nn.Conv1d(cfg.channels, cfg.width, 9, padding=4)
        self.blocks = nn.Sequential(*[SEBlock1d(cfg.width, cfg.reduction) for _ in range(3)])
        self.head = nn.Linear(cfg.width, cfg.n_classes)

    def forward(self, x):
        h = self.blocks(F.relu(self.stem(x)))
        return self.head(h.amax(-1))


def heartbeats(n, cfg):
    t = torch.linspace(0, 1, cfg.length)
    y = torch.randint(0, cfg.n_classes, (n,))
    rate = 3.0 + 2.0 * y.float().unsqueeze(1)
    x = torch.sin(2 * torch.pi * rate * t) ** 15
    x = x + 0.15 * torch.randn(n, cfg.length)
    return x.unsqueeze(1), y


def run(cfg):
    torch.manual_seed(0)
    model = BeatNet(cfg)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=cfg.lr,
                                                total_steps=cfg.epochs * cfg.steps_per_epoch)
    for epoch in range(cfg.epochs):
        model.train()
        for _ in range(cfg.steps_per_epoch):
            x, y = heartbeats(cfg.batch, cfg)
            loss = F.cross_entropy(model(x), y, label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
        model.eval()
        with torch.no_grad():
            x, y = heartbeats(256, cfg)
            acc = (model(x).argmax(1) == y).float().mean().item()
        print(f"epoch {epoch}: loss {loss.item():.3f} acc {acc:.3f}")


if __name__ == "__main__":
    run(Settings())
