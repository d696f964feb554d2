"""Accordion reed voicing.

Predict, from measurements of a reed before final voicing, its pitch deviation (cents) at
playing pressure, its response delay (ms) and whether it will buzz. GradNorm-style task
weights live in a small module next to the network; after each update they are
renormalised so that they keep summing to the number of tasks.
"""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

REED_PLATES = ("zinc", "aluminium", "hand_made")


def reed_bench(n, gen):
    plate = torch.randint(0, 3, (n,), generator=gen)
    tongue_mm = 12 + 50 * torch.rand(n, generator=gen)
    tip_thick = 0.15 + 0.35 * torch.rand(n, generator=gen)
    root_thick = tip_thick + 0.1 + 0.4 * torch.rand(n, generator=gen)
    set_gap = 0.2 + 0.8 * torch.rand(n, generator=gen)                  # mm above the plate
    bellows_pa = 300 + 900 * torch.rand(n, generator=gen)
    temp = 16 + 12 * torch.rand(n, generator=gen)
    leather = (torch.rand(n, generator=gen) < 0.5).float()             # valve fitted

    f_nominal = 1.0e5 * (0.5 * (tip_thick + root_thick)) / tongue_mm ** 2
    cents = (1200 * torch.log2(1 - 0.00004 * (bellows_pa - 600) * set_gap)
             - 2.5 * (temp - 20) * 0.05 + 6 * (plate == 2).float() * (root_thick - tip_thick)
             + 1.5 * torch.randn(n, generator=gen))
    delay = (8 + 25 * set_gap ** 1.5 + 4000 / bellows_pa + 3 * leather - 0.02 * f_nominal
             + torch.randn(n, generator=gen))
    buzz_logit = -2 + 4 * (set_gap < 0.3).float() + 2 * (plate == 0).float() * (tip_thick < 0.22).float()
    buzz = (torch.rand(n, generator=gen) < torch.sigmoid(buzz_logit)).float()

    x = torch.cat([F.one_hot(plate, 3).float(),
                   torch.stack([tongue_mm / 60, tip_thick * 2, root_thick * 1.5, set_gap,
                                bellows_pa / 1200, (temp - 22) / 4, leather,
                                torch.log(f_nominal) / math.log(2000)], 1)], 1)
    return x, torch.stack([cents / 10, (delay - 30) / 10, buzz], 1)


class ReedNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.out = nn.ModuleList([nn.Linear(width, 1) for _ in range(3)])

    def forward(self, x):
        h = self.shared(x)
        return torch.cat([head(h) for head in self.out], 1)


class TaskWeights(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.n = n
        self.w = nn.Parameter(torch.ones(n))

    def forward(self, losses):
        return (self.w * losses).sum()

    def renormalise(self):
        self.w = self.w.clamp(min=0.05) * (self.n / self.w.clamp(min=0.05).sum())


def per_task(pred, y):
    return torch.stack([
        F.mse_loss(pred[:, 0], y[:, 0]),
        F.mse_loss(pred[:, 1], y[:, 1]),
        F.binary_cross_entropy_with_logits(pred[:, 2], y[:, 2]),
    ])


def main(epochs=10, batch=100, alpha=1.0):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(88)
    xtr, ytr = reed_bench(2500, gen)
    xva, yva = reed_bench(500, gen)

    net = ReedNet(xtr.shape[1])
    tw = TaskWeights(3)
    net_opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    w_opt = torch.optim.Adam(tw.parameters(), lr=0.02)
    last_layer = net.shared[2].weight
    first = None
    for epoch in range(epochs):
        net.train()
        order = torch.randperm(len(xtr), generator=gen)
        for k in range(0, len(order), batch):
            idx = order[k:k + batch]
            losses = per_task(net(xtr[idx]), ytr[idx])
            if first is None:
                first = losses.detach()
            net_opt.zero_grad()
            tw(losses).backward(retain_graph=True)

            grads = [torch.autograd.grad(losses[i], last_layer, retain_graph=True)[0].norm() for i in range(3)]
            g = tw.w * torch.stack(grads)
            r = losses.detach() / first
            target = (g.mean() * (r / r.mean()) ** alpha).detach()
            w_opt.zero_grad()
            tw.w.grad = torch.autograd.grad((g - target).abs().sum(), tw.w)[0]
            net_opt.step()
            w_opt.step()
            tw.renormalise()

        net.eval()
        with torch.no_grad():
            p = net(xva)
            cents = 10 * (p[:, 0] - yva[:, 0]).abs().mean().item()
            delay = 10 * (p[:, 1] - yva[:, 1]).abs().mean().item()
            buzz = ((p[:, 2] > 0).float() == yva[:, 2]).float().mean().item()
        print(f"epoch {epoch}: pitch MAE {cents:.2f} cents  delay MAE {delay:.2f} ms  buzz acc {buzz:.3f}  "
              f"weights {[round(v, 3) for v in tw.w.tolist()]}")


if __name__ == "__main__":
    main()
