"""Fit string inharmonicity and tuning stretch of an upright piano from measured partials.

Each observation is one partial (n = 1..8) of one key (A0 = 0 ... C8 = 87), given as its
deviation in cents from the ideal harmonic n * f0.
"""
import argparse
import math

import torch
import torch.nn.functional as F
from torch import nn

CENTS = 1200.0 / math.log(2.0)


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--segments", type=int, default=8)
    p.add_argument("--steps", type=int, default=400)
    p.add_argument("--batch-size", type=int, default=256)
    p.add_argument("--lr", type=float, default=1e-2)
    p.add_argument("--log-every", type=int, default=50)
    return p.parse_args()


def measured_partials(n_obs, seed=0):
    g = torch.Generator().manual_seed(seed)
    key = torch.randint(0, 88, (n_obs,), generator=g).float()
    partial = torch.randint(1, 9, (n_obs,), generator=g).float()
    # wound bass strings and short treble strings are the most inharmonic
    b_true = 1e-4 * (0.4 + 3.0 * torch.exp(-key / 10.0) + 6.0 * torch.exp((key - 87.0) / 12.0))
    stretch = 0.18 * (key - 48.0) + 0.0025 * (key - 48.0) ** 2 * torch.sign(key - 48.0)
    cents = CENTS * 0.5 * torch.log1p(b_true * partial ** 2) + stretch
    cents = cents + 0.4 * torch.randn(n_obs, generator=g)
    return key, partial, cents


class StretchModel(nn.Module):
    def __init__(self, segments):
        super().__init__()
        self.segments = segments
        self.raw_b = nn.Parameter(torch.full((segments,), -1.0))
        self.detune = nn.Sequential(nn.Linear(1, 32), nn.Tanh(), nn.Linear(32, 1))

    @property
    def inharmonicity(self):
        return 1e-4 * F.softplus(self.raw_b)

    def b_of_key(self, key):
        # piecewise-linear interpolation between segment centres
        pos = key / 87.0 * (self.segments - 1)
        lo = pos.floor().long().clamp(max=self.segments - 2)
        w = pos - lo
        b = self.inharmonicity
        return (1 - w) * b[lo] + w * b[lo + 1]

    def forward(self, key, partial):
        b = self.b_of_key(key)
        detune = 10.0 * self.detune(((key - 48.0) / 40.0).unsqueeze(1)).squeeze(1)
        return CENTS * 0.5 * torch.log1p(b * partial ** 2) + detune


class GradMonitor:
    def __init__(self, model, every):
        self.model = model
        self.every = every

    def __call__(self, step, loss):
        if step % self.every:
            return
        g_b = self.model.inharmonicity.grad.abs().max().item()
        g_net = max(p.grad.abs().max().item() for p in self.model.detune.parameters())
        print(f"step {step:4d}  loss {loss:.3f}  |grad B| {g_b:.2e}  |grad detune| {g_net:.2e}")


def main():
    args = parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)
    key, partial, cents = measured_partials(6000)
    k_te, p_te, c_te = measured_partials(1500, seed=1)

    model = StretchModel(args.segments)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[250, 350], gamma=0.3)
    monitor = GradMonitor(model, args.log_every)

    with torch.no_grad():
        print(f"untrained: test mae {(model(k_te, p_te) - c_te).abs().mean():.2f} cents")
    g = torch.Generator().manual_seed(2)
    for step in range(1, args.steps + 1):
        idx = torch.randint(0, len(key), (args.batch_size,), generator=g)
        loss = F.mse_loss(model(key[idx], partial[idx]), cents[idx])
        opt.zero_grad()
        loss.backward()
        monitor(step, loss.item())
        opt.step()
        sched.step()

    with torch.no_grad():
        print(f"test mae {(model(k_te, p_te) - c_te).abs().mean():.2f} cents")
        b = model.inharmonicity
        print("B per segment (x1e-4):", [round(v, 2) for v in (1e4 * b).tolist()])


if __name__ == "__main__":
    main()
