"""SimCLR pretraining + linear evaluation on ceiling-fan wobble recordings.

A phone taped to the motor housing of a ceiling fan records two horizontal acceleration axes.
A balanced fan shows only the blade-pass hum; a fan with one blade out of balance wobbles at the
rotation rate; a loose canopy mount adds a rattle at twice the rotation rate.  The encoder is
pretrained without labels (NT-Xent), then the projection head is swapped for a linear classifier
on frozen features.
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def fan_recordings(n, length=64, seed=0):
    rng = np.random.default_rng(seed)
    fault = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / 32.0
    rot = rng.uniform(2.0, 4.0, size=(n, 1))
    phase = rng.uniform(0, 2 * np.pi, size=(n, 1))
    hum = 0.1 * np.sin(2 * np.pi * 5 * rot * t)
    wob = (fault == 1)[:, None] * rng.uniform(0.4, 0.8, size=(n, 1))
    rattle = (fault == 2)[:, None] * 0.35
    ax = hum + wob * np.sin(2 * np.pi * rot * t + phase) + rattle * np.sign(np.sin(4 * np.pi * rot * t))
    ay = hum + wob * np.cos(2 * np.pi * rot * t + phase) + rattle * np.sign(np.cos(4 * np.pi * rot * t))
    x = np.stack([ax, ay], axis=1) + 0.05 * rng.standard_normal((n, 2, length))
    return torch.tensor(x, dtype=torch.float32), torch.tensor(fault, dtype=torch.long)


def augment(x):
    gain = 1.0 + 0.2 * torch.randn(x.size(0), 1, 1)
    rot = torch.rand(x.size(0), 1, 1) * 2 * np.pi          # the phone's mounting angle is arbitrary
    ax = x[:, :1] * torch.cos(rot) - x[:, 1:] * torch.sin(rot)
    ay = x[:, :1] * torch.sin(rot) + x[:, 1:] * torch.cos(rot)
    return gain * torch.cat([ax, ay], 1) + 0.03 * torch.randn_like(x)


class FanNet(nn.Module):
    def __init__(self, feat_dim=32, proj_dim=16):
        super().__init__()
        self.backbone = nn.Sequential(nn.Conv1d(2, 24, 7, padding=3), nn.ReLU(),
                                      nn.Conv1d(24, feat_dim, 5, padding=2), nn.ReLU(),
                                      nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.head = nn.Sequential(nn.Linear(feat_dim, 64), nn.ReLU(), nn.Linear(64, proj_dim))
        self.feat_dim = feat_dim

    def forward(self, x):
        return self.head(self.backbone(x))


class NTXent(nn.Module):
    def __init__(self, tau=0.2):
        super().__init__()
        self.tau = tau

    def forward(self, z1, z2):
        z = F.normalize(torch.cat([z1, z2]), dim=1)
        sim = z @ z.t() / self.tau
        sim.fill_diagonal_(float("-inf"))
        n = z1.size(0)
        target = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
        return F.cross_entropy(sim, target)


class Trainer:
    def __init__(self, model, optimizer, criterions):
        self.model, self.optimizer, self.criterions = model, optimizer, criterions

    def pretrain_epoch(self, x, bs=64):
        self.model.train()
        total, steps = 0.0, 0
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0) - bs + 1, bs):
            xb = x[perm[i:i + bs]]
            loss = self.criterions["simclr"](self.model(augment(xb)), self.model(augment(xb)))
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item()
            steps += 1
        return total / steps

    def probe_epoch(self, x, y, bs=64):
        self.model.eval()
        total, steps = 0.0, 0
        perm = torch.randperm(x.size(0))
        for i in range(0, x.size(0), bs):
            idx = perm[i:i + bs]
            with torch.no_grad():
                feats = self.model.backbone(x[idx])
            loss = self.criterions["probe"](self.model.head(feats), y[idx])
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item()
            steps += 1
        return total / steps

    @torch.no_grad()
    def test(self, x, y):
        self.model.eval()
        return (self.model(x).argmax(1) == y).float().mean().item()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="simclr", choices=["simclr"])
    ap.add_argument("--pretrain-epochs", type=int, default=4)
    ap.add_argument("--probe-epochs", type=int, default=6)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    x, y = fan_recordings(768, seed=args.seed)
    x_te, y_te = fan_recordings(256, seed=args.seed + 2)
    model = FanNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    criterions = {"simclr": NTXent(tau=0.2), "probe": nn.CrossEntropyLoss()}
    trainer = Trainer(model, optimizer, criterions)
    for epoch in range(args.pretrain_epochs):
        print(f"pretrain epoch {epoch} nt-xent={trainer.pretrain_epoch(x):.4f}")

    # linear evaluation: replace the projection head by a classifier on the frozen backbone
    model.head = nn.Linear(model.feat_dim, int(y.max()) + 1)
    for epoch in range(args.probe_epochs):
        loss = trainer.probe_epoch(x, y)
        print(f"probe epoch {epoch} ce={loss:.4f} test acc={trainer.test(x_te, y_te):.3f}")


if __name__ == "__main__":
    main()
