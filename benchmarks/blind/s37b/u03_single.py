"""RealNVP-style affine coupling flow fitted to a 2-D two-moons density."""
import argparse
import math

import torch
import torch.nn as nn


def two_moons(n, noise=0.05, generator=None):
    t = torch.rand(n, generator=generator) * math.pi
    upper = torch.stack([torch.cos(t), torch.sin(t)], dim=1)
    lower = torch.stack([1 - torch.cos(t), 0.5 - torch.sin(t)], dim=1)
    pick = torch.rand(n, 1, generator=generator) < 0.5
    x = torch.where(pick, upper, lower)
    return x + noise * torch.randn(x.shape, generator=generator)


class AffineCoupling(nn.Module):
    def __init__(self, mask, hidden=64):
        super().__init__()
        self.register_buffer("mask", mask)
        self.net = nn.Sequential(
            nn.Linear(2, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU(), nn.Linear(hidden, 4)
        )
        # per-dimension scale on the log-scale output, kept bounded for stability
        self.log_scale_factor = nn.Parameter(torch.zeros(2))

    def forward(self, x):
        x_masked = x * self.mask
        s, t = self.net(x_masked).chunk(2, dim=1)
        s = torch.tanh(s) * self.log_scale_factor.exp()
        s = s * (1 - self.mask)
        t = t * (1 - self.mask)
        z = x_masked + (1 - self.mask) * (x * s.exp() + t)
        return z, s.sum(dim=1)


class RealNVP(nn.Module):
    def __init__(self, n_layers=6, hidden=64):
        super().__init__()
        masks = [torch.tensor([1.0, 0.0]) if i % 2 == 0 else torch.tensor([0.0, 1.0]) for i in range(n_layers)]
        self.layers = nn.ModuleList(AffineCoupling(m, hidden) for m in masks)
        self.register_buffer("base_loc", torch.zeros(2))
        self.register_buffer("base_scale", torch.ones(2))

    @property
    def base(self):
        return torch.distributions.Normal(self.base_loc, self.base_scale)

    def log_prob(self, x):
        log_det = torch.zeros(x.size(0))
        for layer in self.layers:
            x, ld = layer(x)
            log_det = log_det + ld
        return self.base.log_prob(x).sum(dim=1) + log_det


def constrain_scales(flow, bound):
    for layer in flow.layers:
        layer.log_scale_factor.clamp_(-bound, bound)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--scale-bound", type=float, default=2.0)
    args = parser.parse_args()

    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    flow = RealNVP()
    optimizer = torch.optim.Adam(flow.parameters(), lr=args.lr)
    held_out = two_moons(1024, generator=gen)

    for step in range(args.steps):
        batch = two_moons(args.batch_size, generator=gen)
        nll = -flow.log_prob(batch).mean()
        optimizer.zero_grad()
        nll.backward()
        optimizer.step()
        constrain_scales(flow, args.scale_bound)

        if step % 50 == 0:
            with torch.no_grad():
                val_nll = -flow.log_prob(held_out).mean().item()
            print(f"step {step:4d} nll {nll.item():.3f} val_nll {val_nll:.3f}")


if __name__ == "__main__":
    main()
