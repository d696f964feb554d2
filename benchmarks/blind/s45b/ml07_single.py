"""Crochet: yarn metres per row for several stitch patterns (multi-task regression).

One shared encoder over the row description, one small head per stitch pattern,
and learned homoscedastic task weights (Kendall et al. style).
"""
import itertools

import torch
import torch.nn.functional as F
from torch import nn

STITCHES = {  # metres of yarn per cm of row at hook 4 mm, DK yarn
    "granny_square": 0.42, "amigurumi_sc": 0.30, "ripple": 0.55, "cable": 0.80, "shell": 0.62,
}


def stitch_rows(name, n, gen):
    base = STITCHES[name]
    row_cm = 10 + 60 * torch.rand(n, generator=gen)
    hook_mm = 2.5 + 5.0 * torch.rand(n, generator=gen)
    weight = torch.randint(0, 4, (n,), generator=gen).float()       # lace .. bulky
    tension = torch.randn(n, generator=gen)
    metres = row_cm * base * (hook_mm / 4.0) ** 0.7 * (1.0 + 0.15 * weight) * (1.0 - 0.05 * tension)
    x = torch.stack([row_cm / 30 - 1, hook_mm / 2.5 - 2, weight / 1.5 - 1, tension], dim=1)
    return x, (metres / 20.0).unsqueeze(1)


def task_sampler(batch, seed):
    gen = torch.Generator().manual_seed(seed)
    for name in itertools.cycle(STITCHES):
        x, y = stitch_rows(name, batch, gen)
        yield name, x, y


class StitchNet(nn.Module):
    def __init__(self, n_in=4, width=64):
        super().__init__()
        self.encoder = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.heads = {}
        for name in STITCHES:
            self.heads[name] = nn.Sequential(nn.Linear(width, 32), nn.SiLU(), nn.Linear(32, 1))
        self.log_vars = nn.Parameter(torch.zeros(len(STITCHES)))
        self.task_index = {name: i for i, name in enumerate(STITCHES)}

    def forward(self, x, task):
        return self.heads[task](self.encoder(x))

    def weighted(self, err, task):
        s = self.log_vars[self.task_index[task]]
        return torch.exp(-s) * err + 0.5 * s


def make_optimizer(net, lr=2e-3, wd=1e-4):
    decay, no_decay = [], []
    for name, p in net.named_parameters():
        (decay if p.ndim > 1 else no_decay).append(p)
    return torch.optim.AdamW([
        {"params": decay, "weight_decay": wd},
        {"params": no_decay, "weight_decay": 0.0},
    ], lr=lr)


@torch.no_grad()
def per_task_mae(net, seed=99, n=400):
    gen = torch.Generator().manual_seed(seed)
    out = {}
    for name in STITCHES:
        x, y = stitch_rows(name, n, gen)
        out[name] = 20.0 * F.l1_loss(net(x, name), y).item()
    return out


def main(steps=600, batch=64):
    torch.manual_seed(0)
    net = StitchNet()
    opt = make_optimizer(net)
    sampler = task_sampler(batch, seed=0)
    window = []
    for step in range(1, steps + 1):
        task, x, y = next(sampler)
        err = F.mse_loss(net(x, task), y)
        total = net.weighted(err, task)
        opt.zero_grad()
        total.backward()
        opt.step()
        window.append(err.item())
        if step % 150 == 0:
            print(f"step {step:4d}  mean mse (last 150) {sum(window) / len(window):.4f}")
            window.clear()
    mae = per_task_mae(net)
    print("metres MAE per stitch:", {k: round(v, 2) for k, v in mae.items()})
    print(f"mean MAE {sum(mae.values()) / len(mae):.2f} m, task log-vars {net.log_vars.detach().numpy().round(2)}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
