"""Llama fleece grading: fibre diameter (micron) regression plus a comfort-grade head.

The script is written for torchrun; with no launcher it runs as rank 0 of a world of one.
"""
import copy
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

WORLD = int(os.environ.get("WORLD_SIZE", "1"))
RANK = int(os.environ.get("RANK", "0"))
LOCAL_RANK = int(os.environ.get("LOCAL_RANK", "0"))


def fleece_samples(n, seed):
    g = torch.Generator().manual_seed(seed)
    age = 1 + 12 * torch.rand(n, generator=g)
    blanket = torch.rand(n, generator=g)                  # share of fibre from the blanket
    guard = torch.rand(n, generator=g) * 0.3              # guard hair fraction
    colour = torch.randint(0, 4, (n,), generator=g)
    micron = 18 + 0.7 * age - 3 * blanket + 12 * guard + 0.5 * colour.float() + torch.randn(n, generator=g)
    grade = torch.bucketize(micron, torch.tensor([20.0, 23.0, 26.0]))
    x = torch.cat([torch.stack([age / 13, blanket, guard / 0.3], 1), F.one_hot(colour, 4).float()], 1)
    return x, micron.unsqueeze(1), grade


class FleeceNet(nn.Module):
    def __init__(self, n_in=7, hidden=32):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(n_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.heads = nn.ModuleDict({"micron": nn.Linear(hidden, 1), "grade": nn.Linear(hidden, 3)})

    def forward(self, x):
        h = self.backbone(x)
        return {name: head(h) for name, head in self.heads.items()}


class DDPLike(nn.Module):
    def __init__(self, module):
        super().__init__()
        self.module = module

    def forward(self, x):
        return self.module(x)


def unwrap_model(m):
    return m.module if hasattr(m, "module") else m


def average_grads(model):
    for p in model.parameters():
        if p.grad is not None:
            p.grad /= WORLD


class RankZeroEMA:
    def __init__(self, net, decay=0.99):
        self.shadow = copy.deepcopy(net).eval()
        for p in self.shadow.parameters():
            p.requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, net):
        for s, p in zip(self.shadow.parameters(), net.parameters()):
            s.mul_(self.decay).add_(p, alpha=1 - self.decay)


def main(epochs=6, batch=64):
    torch.manual_seed(0)
    x, micron, grade = fleece_samples(2400, seed=1)
    x, micron, grade = x[RANK::WORLD], micron[RANK::WORLD], grade[RANK::WORLD]
    net = FleeceNet()
    # this season the comfort scale has four grades, not three: rebuild that head with a prior bias
    net.heads["grade"] = nn.Linear(32, 4)
    prior = torch.bincount(grade, minlength=4).float() / grade.numel()
    net.heads["grade"].bias = nn.Parameter(torch.log(prior + 1e-3))
    net.heads["micron"].bias = nn.Parameter(micron.mean().reshape(1))
    model = DDPLike(net)
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    ema = RankZeroEMA(unwrap_model(model)) if RANK == 0 else None
    for epoch in range(epochs):
        perm = torch.randperm(x.shape[0])
        for i in range(0, len(perm), batch):
            b = perm[i:i + batch]
            out = model(x[b])
            total = F.smooth_l1_loss(out["micron"], micron[b]) + F.cross_entropy(out["grade"], grade[b])
            opt.zero_grad()
            total.backward()
            average_grads(model)
            opt.step()
            if ema is not None:
                ema.update(unwrap_model(model))
        if RANK == 0:
            vx, vm, vg = fleece_samples(500, seed=2)
            with torch.no_grad():
                pred = ema.shadow(vx)
            mae = (pred["micron"] - vm).abs().mean().item()
            acc = (pred["grade"].argmax(1) == vg).float().mean().item()
            print(f"epoch {epoch} loss {total.item():.3f} ema micron-MAE {mae:.2f} grade-acc {acc:.3f}")


if __name__ == "__main__":
    main()
