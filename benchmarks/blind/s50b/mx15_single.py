"""Drinking-straw reed whistle: input reprogramming + a fake-quantized head on a frozen net.

The pitch/loudness model was fit on flattened plastic straws. For paper straws we keep it
frozen, learn an additive input prompt, and train a new 8-bit head (straight-through
estimator), keeping an EMA copy of the head for evaluation.
"""
import copy

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def straw_blows(n, rng, paper):
    length = rng.uniform(0.08, 0.25, n)        # m
    diam = rng.uniform(4.0, 12.0, n)           # mm
    cut = rng.uniform(20.0, 70.0, n)           # reed cut angle, degrees
    pressure = rng.uniform(0.5, 4.0, n)        # kPa mouth pressure
    wall = rng.uniform(0.15, 0.6, n)           # mm
    c = 343.0
    pitch = c / (4 * (length + 0.3 * diam / 1000)) * (0.97 if paper else 1.0)
    onset = (0.6 + 0.9 * paper) * wall * np.sin(np.deg2rad(cut))
    loud = np.clip(20 * np.log10(1 + np.clip(pressure - onset, 0, None) * 5), 0, None) * (0.8 if paper else 1.0)
    x = np.stack([length / 0.25, diam / 12, cut / 70, pressure / 4, wall / 0.6], 1)
    y = np.stack([np.log2(pitch / 440), loud / 25], 1) + rng.normal(0, 0.02, (n, 2))
    return torch.tensor(x, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)


class StrawNet(nn.Module):
    def __init__(self, width=48):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(5, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.head = nn.Linear(width, 2)

    def forward(self, x):
        return self.head(self.body(x))


class FakeQuantHead(nn.Module):
    def __init__(self, n_in, n_out, bits=8):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(n_out, n_in))
        self.bias = nn.Parameter(torch.zeros(n_out))
        nn.init.normal_(self.weight, std=n_in ** -0.5)
        self.qmax = 2 ** (bits - 1) - 1

    def forward(self, h):
        scale = self.weight.detach().abs().max() / self.qmax
        w_q = torch.round(self.weight / scale) * scale
        w = self.weight + (w_q - self.weight).detach()
        return F.linear(h, w, self.bias)


@torch.no_grad()
def ema_update(ema, live, decay=0.98):
    for e, p in zip(ema.parameters(), live.parameters()):
        e.mul_(decay).add_(p, alpha=1 - decay)


@torch.no_grad()
def evaluate(body, head, prompt, x, y):
    pred = head(body(x + prompt)).numpy()
    cents = 1200 * np.abs(pred[:, 0] - y[:, 0].numpy()).mean()
    loud_db = 25 * np.abs(pred[:, 1] - y[:, 1].numpy()).mean()
    return cents, loud_db


def main():
    torch.manual_seed(15)
    np.random.seed(15)
    torch.set_num_threads(1)
    rng = np.random.default_rng(15)

    px, py = straw_blows(3000, rng, paper=0.0)
    net = StrawNet()
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    for _ in range(300):
        idx = torch.from_numpy(rng.integers(0, 3000, 64))
        opt.zero_grad()
        F.mse_loss(net(px[idx]), py[idx]).backward()
        opt.step()

    tx, ty = straw_blows(300, rng, paper=1.0)
    vx, vy = straw_blows(800, rng, paper=1.0)
    body = net.body.requires_grad_(False)
    no_prompt = torch.zeros(5)
    print("plastic model on paper straws: %.1f cents, %.2f dB" % evaluate(body, net.head, no_prompt, vx, vy))

    prompt = (torch.randn(5) * 0.02).requires_grad_()
    head = FakeQuantHead(48, 2)
    ema_head = copy.deepcopy(head).requires_grad_(False)
    opt = torch.optim.Adam([{"params": [prompt], "lr": 1e-2},
                            {"params": head.parameters(), "lr": 5e-3}])
    for step in range(300):
        idx = torch.from_numpy(rng.integers(0, 300, 32))
        opt.zero_grad()
        feats = body(tx[idx] + prompt)
        feats.retain_grad()
        per_sample = F.mse_loss(head(feats), ty[idx], reduction="none").sum(1)
        weights = 1.0 + ty[idx, 1]                       # care more about the loud blows
        per_sample.backward(weights / weights.sum())
        opt.step()
        ema_update(ema_head, head)
        if step % 100 == 0:
            print(f"step {step}: |dL/dfeats| {feats.grad.abs().mean().item():.2e}, "
                  f"|prompt grad| {prompt.grad.norm().item():.2e}")
    print("prompt:", np.round(prompt.detach().numpy(), 3))
    print("paper straws, live head: %.1f cents, %.2f dB" % evaluate(body, head, prompt, vx, vy))
    print("paper straws, EMA head:  %.1f cents, %.2f dB" % evaluate(body, ema_head, prompt, vx, vy))


if __name__ == "__main__":
    main()
