"""Camping-hammock test rig: predict the centre sag (cm) under a sitter from the fabric,
the rigging geometry and the load. Tuned with a small random search in which the
effective batch size is set by gradient accumulation over micro-batches.
"""
import math
import random

import torch
import torch.nn.functional as F
from torch import nn

FABRICS = ["ripstop_nylon", "polyester", "cotton_canvas", "mesh"]


def rig_tests(n, seed=59):
    g = torch.Generator().manual_seed(seed)
    fabric = torch.randint(0, 4, (n,), generator=g)
    denier = 20 + 50 * torch.rand(n, generator=g)
    span = 3.0 + 2.0 * torch.rand(n, generator=g)
    angle = 15 + 25 * torch.rand(n, generator=g)
    mass = 50 + 60 * torch.rand(n, generator=g)
    ridgeline = (torch.rand(n, generator=g) < 0.5).float()
    wet = (torch.rand(n, generator=g) < 0.25).float()
    hours = 300 * torch.rand(n, generator=g)
    stretch = torch.tensor([0.10, 0.06, 0.14, 0.18])[fabric] * (40 / denier) ** 0.5
    stretch = stretch * (1 + 0.3 * wet * (fabric == 0).float()) * (1 + 0.001 * hours)
    sag = (span * 100 / 2 * torch.tan(torch.deg2rad(angle)) * (1 - 0.35 * ridgeline)
           + 1.8 * mass * stretch + 1.5 * torch.randn(n, generator=g))
    x = torch.cat([F.one_hot(fabric, 4).float(),
                   torch.stack([denier / 70, span / 5, angle / 40, mass / 110, ridgeline, wet,
                                hours / 300], 1)], 1)
    return x, sag


class SagNet(nn.Module):
    def __init__(self, n_in, width):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(inplace=True),
                                    nn.Linear(width, width), nn.ReLU(inplace=True),
                                    nn.Linear(width, 1))
        self.register_buffer("cm_scale", torch.tensor(100.0))

    def forward(self, x):
        return self.cm_scale * self.layers(x).squeeze(-1)


class Sampler:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def trial(self, number):
        return Trial(number, self.rng)


class Trial:
    def __init__(self, number, rng):
        self.number, self.rng, self.params = number, rng, {}

    def suggest_float(self, name, low, high, log=False):
        r = self.rng.uniform(math.log(low), math.log(high)) if log else self.rng.uniform(low, high)
        self.params[name] = math.exp(r) if log else r
        return self.params[name]

    def suggest_categorical(self, name, choices):
        self.params[name] = self.rng.choice(choices)
        return self.params[name]


@torch.no_grad()
def mae_cm(net, x, y):
    net.eval()
    return (net(x) - y).abs().mean().item()


def train(cfg, train_xy, val_xy, epochs=16, micro=16, patience=4, seed=0):
    torch.manual_seed(seed)
    x, y = train_xy
    net = SagNet(x.shape[1], cfg["width"])
    opt = torch.optim.Adam(net.parameters(), lr=cfg["lr"])
    accum = cfg["accum_steps"]
    updates_per_epoch = math.ceil(math.ceil(len(y) / micro) / accum)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs * updates_per_epoch)
    best, best_state, wait, log = math.inf, None, 0, []
    for epoch in range(epochs):
        net.train()
        chunks = torch.randperm(len(y)).split(micro)
        opt.zero_grad(set_to_none=True)
        for i, idx in enumerate(chunks):
            mse = F.mse_loss(net(x[idx]), y[idx])
            (mse / accum).backward()
            log.append(mse.item())
            if (i + 1) % accum == 0 or i + 1 == len(chunks):
                torch.nn.utils.clip_grad_norm_(net.parameters(), cfg["clip"])
                opt.step()
                sched.step()
                opt.zero_grad(set_to_none=True)
        score = mae_cm(net, *val_xy)
        if score < best:
            best, wait = score, 0
            best_state = {k: v.detach().clone() for k, v in net.state_dict().items()}
        else:
            wait += 1
            if wait >= patience:
                break
    net.load_state_dict(best_state)
    return net, best, log


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = rig_tests(1300)
    train_xy, val_xy, test_xy = (x[:800], y[:800]), (x[800:1050], y[800:1050]), (x[1050:], y[1050:])
    sampler, board = Sampler(seed=61), []
    for number in range(5):
        trial = sampler.trial(number)
        cfg = {"lr": trial.suggest_float("lr", 1e-3, 2e-2, log=True),
               "width": trial.suggest_categorical("width", [32, 64, 128]),
               "accum_steps": trial.suggest_categorical("accum_steps", [1, 2, 4]),
               "clip": trial.suggest_float("clip", 0.5, 5.0)}
        _, score, log = train(cfg, train_xy, val_xy, seed=number)
        board.append((score, cfg))
        print(f"trial {number}: val MAE {score:.2f} cm, last micro-batch MSE {log[-1]:.1f}  {cfg}")
    score, cfg = min(board, key=lambda b: b[0])
    net, _, _ = train(cfg, (torch.cat([train_xy[0], val_xy[0]]), torch.cat([train_xy[1], val_xy[1]])),
                      test_xy, seed=77)
    print(f"refit best (val {score:.2f} cm): test MAE {mae_cm(net, *test_xy):.2f} cm "
          f"(sag std {test_xy[1].std():.1f} cm)")


if __name__ == "__main__":
    main()
