"""Hurling: predict sliotar speed off the hurley (km/h) from swing sensors on the stick.

Written for multi-process launch; with no launcher it runs as rank 0 of a world of one.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F


class DistCfg:
    def __init__(self):
        self.world_size = int(os.environ.get("WORLD_SIZE", 1))
        self.rank = int(os.environ.get("RANK", 0))
        self.local_rank = int(os.environ.get("LOCAL_RANK", 0))


def strikes(n, seed):
    g = torch.Generator().manual_seed(seed)
    bas_speed = 60 + 40 * torch.rand(n, generator=g)          # km/h of the bas at impact
    sweet = torch.rand(n, generator=g)                        # 1 = dead centre of the bas
    wrist = torch.rand(n, generator=g)
    wet = (torch.rand(n, generator=g) < 0.3).float()
    ground = (torch.rand(n, generator=g) < 0.4).float()       # ground stroke vs. from the hand
    speed = 1.25 * bas_speed * (0.75 + 0.25 * sweet) + 8 * wrist - 6 * wet - 4 * ground
    speed = speed + 3 * torch.randn(n, generator=g)
    x = torch.stack([(bas_speed - 60) / 40, sweet, wrist, wet, ground], 1)
    return x, speed.unsqueeze(1)


class StrikeNet(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.hidden = nn.Sequential(nn.Linear(5, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.final = nn.Linear(hidden, 1)

    def forward(self, x):
        return self.final(self.hidden(x))


class DDPish(nn.Module):
    def __init__(self, module, world_size):
        super().__init__()
        self.module = module
        self.world_size = world_size

    def forward(self, x):
        return self.module(x)

    def reduce_gradients(self):
        for p in self.module.parameters():
            if p.grad is not None:
                p.grad.div_(self.world_size)


def unwrap_model(m):
    return m.module if isinstance(m, DDPish) else m


def init_output_bias(model, targets):
    """Start the regression head at the mean target so the first epochs are not spent learning an offset."""
    head = unwrap_model(model).final
    head.bias = targets.mean(dim=0)


def main(epochs=6, batch=64):
    torch.manual_seed(0)
    dist = DistCfg()
    x, y = strikes(2400, seed=1)
    x, y = x[dist.rank::dist.world_size], y[dist.rank::dist.world_size]
    net = DDPish(StrikeNet(), dist.world_size)
    init_output_bias(net, y)
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for epoch in range(epochs):
        perm = torch.randperm(x.shape[0])
        for b in perm.split(batch):
            opt.zero_grad()
            err = F.mse_loss(net(x[b]), y[b])
            err.backward()
            net.reduce_gradients()
            opt.step()
        if dist.rank == 0:
            print(f"epoch {epoch} rmse {err.item() ** 0.5:.2f} km/h")
    if dist.rank == 0:
        torch.save(unwrap_model(net).state_dict(), os.devnull)


if __name__ == "__main__":
    main()
