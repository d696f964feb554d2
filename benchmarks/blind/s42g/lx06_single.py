"""Sauna stove: predict the temperature 10 minutes ahead from stove power, door openings and water ladles.

Distributed-ready: rank/world size come from the launcher environment; one process by default.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F


class Env:
    world_size = int(os.environ.get("WORLD_SIZE", 1))
    rank = int(os.environ.get("RANK", 0))
    local_rank = int(os.environ.get("LOCAL_RANK", 0))


def sauna_sessions(n=2400, seed=11):
    g = torch.Generator().manual_seed(seed)
    temp_now = 50 + 40 * torch.rand(n, generator=g)
    power = torch.rand(n, generator=g)                        # fraction of 9 kW
    door = torch.randint(0, 4, (n,), generator=g).float()     # openings in the last 10 min
    ladles = torch.randint(0, 6, (n,), generator=g).float()
    outside = -10 + 30 * torch.rand(n, generator=g)
    ahead = temp_now + 12 * power - 2.5 * door - 0.8 * ladles + 0.05 * (outside - temp_now) * 2
    ahead = ahead + torch.randn(n, generator=g)
    x = torch.stack([temp_now / 100, power, door / 3, ladles / 5, outside / 20], 1)
    return x, ahead.unsqueeze(1) / 100


class GatedStoveModel(nn.Module):
    """Residual update of the current temperature, gated by how hard the stove is firing."""

    def __init__(self, hidden=32):
        super().__init__()
        self.enc = nn.Linear(5, hidden)
        self.gate = nn.Linear(5, hidden)
        self.out = nn.Linear(hidden, 1)
        self.register_buffer("door_mask", torch.tensor([1.0, 1.0, 0.0, 1.0, 1.0]))

    def forward(self, x):
        feat = torch.tanh(self.enc(x))
        g = torch.sigmoid(self.gate(x * self.door_mask))
        g.mul_(1.0 + x[:, 1:2])
        return x[:, :1] + self.out(feat * g)


class DDPWrapper(nn.Module):
    def __init__(self, module):
        super().__init__()
        self.module = module

    def forward(self, x):
        return self.module(x)


def sync_grads(params, world_size):
    for p in params:
        if p.grad is not None:
            p.grad.div_(world_size)


def unwrap_model(m):
    return m.module if isinstance(m, DDPWrapper) else m


def main(epochs=5, batch=128):
    torch.manual_seed(0)
    x, y = sauna_sessions()
    x, y = x[Env.rank::Env.world_size], y[Env.rank::Env.world_size]
    stove = DDPWrapper(GatedStoveModel())
    opt = torch.optim.AdamW(stove.parameters(), lr=3e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    for epoch in range(epochs):
        order = torch.randperm(x.shape[0])
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            mse = F.mse_loss(stove(x[idx]), y[idx])
            opt.zero_grad()
            mse.backward()
            sync_grads(stove.parameters(), Env.world_size)
            opt.step()
        sched.step()
        if Env.rank == 0:
            print(f"epoch {epoch}: rmse {mse.item() ** 0.5 * 100:.2f} degC")
    if Env.rank == 0:
        ckpt = {"model": unwrap_model(stove).state_dict(), "epoch": epochs}
        print("checkpoint keys:", sorted(ckpt["model"]))


if __name__ == "__main__":
    main()
