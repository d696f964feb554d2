"""House-price style regression with linear warm-up then cosine decay."""
import math

import torch
import torch.nn as nn

HP = {"base_lr": 5e-3, "warmup_iters": 20, "epochs": 4, "batch": 32, "width": 64}


class Regressor(nn.Module):
    def __init__(self, n_in, width):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Dropout(0.1),
                                 nn.Linear(width, width), nn.SiLU(), nn.Linear(width, 1))

    def forward(self, x):
        return self.mlp(x).squeeze(-1)


def make_data(n=512, n_in=10, seed=0):
    g = torch.Generator().manual_seed(seed)
    X = torch.randn(n, n_in, generator=g)
    w = torch.randn(n_in, generator=g)
    return X, X @ w + 0.5 * torch.sin(3 * X[:, 0]) + 0.1 * torch.randn(n, generator=g)


def lr_tick(opt, sched, it, warmup, base_lr):
    """Linear warm-up for the first iterations, the cosine schedule after that."""
    if it < warmup:
        for group in opt.param_groups:
            group["lr"] = base_lr * (it + 1) / warmup
    opt.step()
    if it >= warmup:
        sched.step()


def main(hp=HP):
    torch.manual_seed(0)
    X, y = make_data()
    reg = Regressor(X.size(1), hp["width"])
    opt = torch.optim.AdamW(reg.parameters(), lr=hp["base_lr"], weight_decay=0.0)
    iters_per_epoch = math.ceil(len(X) / hp["batch"])
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=hp["epochs"] * iters_per_epoch)
    crit = nn.HuberLoss(delta=1.0)
    it = 0
    for epoch in range(hp["epochs"]):
        perm = torch.randperm(len(X))
        running = 0.0
        for s in range(0, len(X), hp["batch"]):
            idx = perm[s:s + hp["batch"]]
            opt.zero_grad(set_to_none=True)
            err = crit(reg(X[idx]), y[idx])
            lr_tick(opt, sched, it, hp["warmup_iters"], hp["base_lr"])
            err.backward()
            running += err.item() * len(idx)
            it += 1
        print(f"epoch {epoch} huber {running / len(X):.4f} lr {opt.param_groups[0]['lr']:.5f}")


if __name__ == "__main__":
    main()
