"""Wine quality score (regression) and colour (classification) from one shared trunk."""
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class Config:
    n: int = 600
    d: int = 11
    width: int = 48
    epochs: int = 8
    batch: int = 64
    lr: float = 3e-3
    colour_weight: float = 0.5


def make_wines(cfg):
    x = torch.randn(cfg.n, cfg.d)
    colour = (x[:, 0] + 0.5 * x[:, 1] > 0).long()
    quality = 5 + x[:, 2] - 0.7 * x[:, 3] + 0.4 * colour + 0.2 * torch.randn(cfg.n)
    return x, quality.unsqueeze(1), colour


class WineNet(nn.Module):
    def __init__(self, d, width):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(d, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.quality = nn.Linear(width, 1)
        self.colour = nn.Linear(width, 2)

    def forward(self, x):
        h = self.trunk(x)
        return self.quality(h), self.colour(h)


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.net = WineNet(cfg.d, cfg.width)
        self.opt = torch.optim.Adam(self.net.parameters(), lr=cfg.lr)

    def train_batch(self, x, q, c):
        q_hat, c_logits = self.net(x)
        q_loss = F.mse_loss(q_hat, q)
        c_loss = self.cfg.colour_weight * F.cross_entropy(c_logits, c)
        self.opt.zero_grad()
        q_loss.backward(retain_graph=True)
        c_loss.backward()
        self.opt.step()
        return q_loss.item(), c_loss.item()

    def fit(self, x, q, c):
        for epoch in range(self.cfg.epochs):
            perm = torch.randperm(len(x))
            totals = [0.0, 0.0]
            batches = 0
            for i in range(0, len(x), self.cfg.batch):
                idx = perm[i:i + self.cfg.batch]
                for j, v in enumerate(self.train_batch(x[idx], q[idx], c[idx])):
                    totals[j] += v
                batches += 1
            print(f"epoch {epoch}: quality mse {totals[0] / batches:.3f} colour ce {totals[1] / batches:.3f}")


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = Config()
    x, q, c = make_wines(cfg)
    trainer = Trainer(cfg)
    trainer.fit(x, q, c)
    with torch.no_grad():
        _, logits = trainer.net(x)
    print(f"colour accuracy {(logits.argmax(1) == c).float().mean().item():.3f}")


if __name__ == "__main__":
    main()
