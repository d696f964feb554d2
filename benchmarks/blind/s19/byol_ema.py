"""BYOL-style self-supervised pretraining on synthetic 1-D signals with an EMA target network."""
import copy
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Config:
    length: int = 48
    hidden: int = 64
    proj_dim: int = 32
    batch: int = 64
    steps: int = 60
    lr: float = 3e-3
    base_momentum: float = 0.99


def signals(n, length, gen):
    freq = torch.randint(1, 5, (n, 1), generator=gen).float()
    t = torch.linspace(0, 1, length).unsqueeze(0)
    return torch.sin(2 * torch.pi * freq * t) + 0.1 * torch.randn(n, length, generator=gen), freq.squeeze(1)


def augment(x, gen):
    scale = 0.8 + 0.4 * torch.rand(x.size(0), 1, generator=gen)
    shift = torch.randint(0, x.size(1), (1,), generator=gen).item()
    return torch.roll(x, shift, dims=1) * scale + 0.05 * torch.randn(x.shape, generator=gen)


def mlp(sizes):
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        layers.append(nn.Linear(a, b))
        if i < len(sizes) - 2:
            layers += [nn.BatchNorm1d(b), nn.ReLU()]
    return nn.Sequential(*layers)


class Siamese(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.encoder = mlp([cfg.length, cfg.hidden, cfg.hidden])
        self.projector = mlp([cfg.hidden, cfg.hidden, cfg.proj_dim])
        self.classifier = nn.Linear(cfg.hidden, 4)

    def forward(self, x):
        return self.projector(self.encoder(x))


class EMA:
    def __init__(self, online, momentum):
        self.target = copy.deepcopy(online)
        self.momentum = momentum
        for p in self.target.parameters():
            p.requires_grad_(False)

    @torch.no_grad()
    def update(self, online):
        for t, o in zip(self.target.parameters(), online.parameters()):
            t.mul_(self.momentum).add_(o, alpha=1 - self.momentum)
        for t, o in zip(self.target.buffers(), online.buffers()):
            t.copy_(o)

    @torch.no_grad()
    def __call__(self, x):
        return self.target(x)


def regression_loss(p, z):
    return 2 - 2 * F.cosine_similarity(p, z, dim=-1).mean()


def linear_probe(encoder, x, y, steps=100):
    with torch.no_grad():
        feats = encoder(x)
    clf = nn.Linear(feats.size(1), 4)
    opt = torch.optim.SGD(clf.parameters(), lr=0.5)
    for _ in range(steps):
        opt.zero_grad()
        F.cross_entropy(clf(feats), y).backward()
        opt.step()
    with torch.no_grad():
        return (clf(feats).argmax(1) == y).float().mean().item()


def main(cfg=Config()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(6)
    online = Siamese(cfg)
    online.classifier = nn.Identity()
    predictor = mlp([cfg.proj_dim, cfg.hidden, cfg.proj_dim])
    ema = EMA(online, cfg.base_momentum)
    params = list(online.parameters()) + list(predictor.parameters())
    optimizer = torch.optim.AdamW(params, lr=cfg.lr, weight_decay=1e-4)

    for step in range(cfg.steps):
        x, _ = signals(cfg.batch, cfg.length, gen)
        v1, v2 = augment(x, gen), augment(x, gen)
        p1, p2 = predictor(online(v1)), predictor(online(v2))
        z1, z2 = ema(v1), ema(v2)
        loss = regression_loss(p1, z2) + regression_loss(p2, z1)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        ema.update(online)
        if step % 20 == 0:
            print(f"step {step}: loss {loss.item():.4f}")

    x, freq = signals(256, cfg.length, gen)
    online.eval()
    print(f"linear probe accuracy {linear_probe(online.encoder, x, (freq - 1).long()):.3f}")


if __name__ == "__main__":
    main()
