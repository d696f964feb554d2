"""Adversarial next-frame prediction for wind chimes swinging on a porch, with an EMA generator.

Run: python mw15_single.py
"""
import argparse
import copy
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def chime_videos(n, frames, size, rng):
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    out = np.zeros((n, frames, 1, size, size), np.float32)
    for v in range(n):
        rods = [(rng.uniform(2, size - 2), rng.uniform(6, size - 2), rng.uniform(0.3, 0.8), rng.uniform(0, 6.28))
                for _ in range(4)]
        for f in range(frames):
            img = np.full((size, size), 0.1, np.float32)
            for x0, length, omega, phase in rods:
                swing = 1.5 * math.sin(omega * f + phase)
                x_at = x0 + swing * yy / size
                img += 0.8 * np.exp(-((xx - x_at) ** 2) / 0.5) * (yy < length)
            out[v, f, 0] = img
    return torch.from_numpy(np.clip(out, 0, 1))


class ChimePredictor(nn.Module):
    def __init__(self, ctx=2, ch=24):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(ctx, ch, 3, padding=1), nn.ReLU(inplace=True),
                                  nn.Conv2d(ch, ch, 3, padding=1), nn.ReLU(inplace=True), nn.Conv2d(ch, 1, 3, padding=1))

    def forward(self, ctx):
        return torch.sigmoid(self.body(ctx) + 3.0 * (ctx[:, -1:] - 0.5))


class PairCritic(nn.Module):
    def __init__(self, ctx=2, ch=24):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(ctx + 1, ch, 4, 2, 1), nn.LeakyReLU(0.2),
                                  nn.Conv2d(ch, 1, 4, 2, 1))

    def forward(self, ctx, nxt):
        return self.body(torch.cat([ctx, nxt], 1))


def windows(videos, batch, ctx):
    v = torch.randint(0, videos.shape[0], (batch,))
    t = torch.randint(0, videos.shape[1] - ctx, (batch,))
    seq = torch.stack([videos[a, b:b + ctx + 1, 0] for a, b in zip(v.tolist(), t.tolist())])
    return seq[:, :ctx], seq[:, ctx:]


def edge_sharpness(frame):
    gx = frame[..., :, 1:] - frame[..., :, :-1]
    return gx.abs().mean(dim=(1, 2, 3))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--videos", type=int, default=16)
    ap.add_argument("--frames", type=int, default=16)
    ap.add_argument("--size", type=int, default=16)
    ap.add_argument("--ctx", type=int, default=2)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--iters", type=int, default=100)
    ap.add_argument("--adv", type=float, default=0.05)
    ap.add_argument("--ema", type=float, default=0.95)
    args = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    videos = chime_videos(args.videos, args.frames, args.size, np.random.default_rng(1))
    held_ctx, held_next = windows(chime_videos(4, args.frames, args.size, np.random.default_rng(2)), 32, args.ctx)

    gen, critic = ChimePredictor(args.ctx), PairCritic(args.ctx)
    gen_ema = copy.deepcopy(gen)
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_c = torch.optim.Adam(critic.parameters(), lr=3e-4, betas=(0.5, 0.999))

    for it in range(args.iters):
        ctx, nxt = windows(videos, args.batch, args.ctx)
        fake = gen(ctx)

        opt_c.zero_grad(set_to_none=True)
        s_real, s_fake = critic(ctx, nxt), critic(ctx, fake.detach())
        loss_c = F.softplus(-s_real).mean() + F.softplus(s_fake).mean()
        loss_c.backward()
        opt_c.step()

        opt_g.zero_grad(set_to_none=True)
        s_gen = critic(ctx, fake)
        loss_g = F.l1_loss(fake, nxt) + args.adv * F.softplus(-s_gen).mean()
        loss_g.backward()
        opt_g.step()

        with torch.no_grad():
            for p_ema, p in zip(gen_ema.parameters(), gen.parameters()):
                p_ema.mul_(args.ema).add_(p, alpha=1 - args.ema)

        if it % 25 == 24:
            sharp = edge_sharpness(fake).detach().cpu().numpy()
            gen_ema.eval()
            with torch.no_grad():
                held_l1 = F.l1_loss(gen_ema(held_ctx), held_next).item()
            print(f"it {it + 1:4d}  critic {loss_c.item():.4f}  gen {loss_g.item():.4f}  "
                  f"sharpness {sharp.mean():.4f}  EMA held-out L1 {held_l1:.4f}")


if __name__ == "__main__":
    main()
