"""Toffee hardness (penetrometer depth) per confectioner, two-timescale multi-task training.

Per-cook heads are fitted with a fast optimizer; the shared recipe encoder is
updated with a slower one and an extra penalty that keeps its code small.
"""
import torch
import torch.nn.functional as F
from torch import nn

COOKS = ["mrs_mackintosh", "walkers", "blue_bird", "farrahs", "thorntons"]


def penetrometer(cook_id, n, gen):
    g = torch.Generator().manual_seed(500 + cook_id)
    style = torch.randn(4, generator=g) * 0.3          # each cook's thermometer and pan
    temp = 140 + 25 * torch.rand(n, generator=gen)     # final boil temperature, C
    butter = 0.2 + 0.3 * torch.rand(n, generator=gen)  # butter / sugar
    cream = torch.rand(n, generator=gen)
    cool_min = 20 + 100 * torch.rand(n, generator=gen)
    x = torch.stack([(temp - 152) / 7, (butter - 0.35) / 0.09, (cream - 0.5) / 0.3, (cool_min - 70) / 29], 1)
    depth = 2.0 - 1.2 * torch.tanh(x[:, 0] + style[0]) + 0.5 * x[:, 1] + 0.2 * x[:, 2] * (1 + style[1]) \
        - 0.3 * torch.log1p(torch.exp(x[:, 3] + style[2])) + style[3]
    return x, (depth + 0.05 * torch.randn(n, generator=gen)).unsqueeze(1)


def cook_sampler(batch, seed):
    gen = torch.Generator().manual_seed(seed)
    while True:
        k = torch.randint(len(COOKS), (1,), generator=gen).item()
        x, y = penetrometer(k, batch, gen)
        yield COOKS[k], x, y


class TwoTimescaleTrainer:
    def __init__(self, width=48, head_lr=5e-3, trunk_lr=1e-3, code_penalty=1e-3):
        self.trunk = nn.Sequential(nn.Linear(4, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.heads = nn.ModuleDict({c: nn.Linear(width, 1) for c in COOKS})
        self.head_opt = torch.optim.Adam(self.heads.parameters(), lr=head_lr)
        self.trunk_opt = torch.optim.Adam(self.trunk.parameters(), lr=trunk_lr)
        self.code_penalty = code_penalty

    def step(self, cook, x, y):
        code = self.trunk(x)
        pred = self.heads[cook](code)
        fit = F.mse_loss(pred, y)

        # fast timescale: the cook's head
        self.head_opt.zero_grad()
        fit.backward(retain_graph=True)
        self.head_opt.step()

        # slow timescale: the shared encoder, with a small-code penalty
        self.trunk_opt.zero_grad()
        shared_objective = fit + self.code_penalty * code.pow(2).mean()
        shared_objective.backward()
        self.trunk_opt.step()
        return fit.item()

    @torch.no_grad()
    def evaluate(self, n=800):
        gen = torch.Generator().manual_seed(11)
        return {c: F.l1_loss(self.heads[c](self.trunk(x)), y).item()
                for k, c in enumerate(COOKS) for x, y in [penetrometer(k, n, gen)]}


def main(steps=400):
    torch.manual_seed(0)
    trainer = TwoTimescaleTrainer()
    stream = cook_sampler(batch=48, seed=0)
    recent = []
    for step in range(1, steps + 1):
        recent.append(trainer.step(*next(stream)))
        if step % 100 == 0:
            print(f"step {step:4d}  fit mse {sum(recent) / len(recent):.4f}")
            recent.clear()
    print("held-out MAE (mm) per cook:", {c: round(v, 3) for c, v in trainer.evaluate().items()})


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
