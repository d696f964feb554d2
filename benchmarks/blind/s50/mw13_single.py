"""Adversarial next-frame prediction for a pot of simmering porridge (bubbles swell and burst).

Generator: context frames -> next frame.  Critic: spatio-temporal patch critic on (context, next).
Run: python mw13_single.py
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def porridge_clips(n, frames, size, rng):
    yy, xx = np.mgrid[0:size, 0:size].astype(np.float32)
    clips = np.zeros((n, frames, size, size), np.float32)
    for c in range(n):
        bubbles = []
        for f in range(frames):
            if rng.random() < 0.5:
                bubbles.append([rng.uniform(2, size - 2), rng.uniform(2, size - 2), 0.0, rng.uniform(2.0, 4.0)])
            img = 0.45 + 0.05 * np.sin(0.7 * xx + 0.3 * f) * np.cos(0.5 * yy)
            alive = []
            for b in bubbles:
                b[2] += 0.7
                d = np.sqrt((xx - b[0]) ** 2 + (yy - b[1]) ** 2)
                if b[2] < b[3]:
                    img += 0.4 * np.exp(-((d - b[2]) ** 2) / 0.6)
                    alive.append(b)
                else:
                    img -= 0.2 * np.exp(-(d ** 2) / (b[3] ** 2))
            bubbles = alive
            clips[c, f] = img
    return torch.from_numpy(np.clip(clips, 0, 1))


class NextFrame(nn.Module):
    def __init__(self, ctx=3, ch=32):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(ctx, ch, 3, padding=1), nn.ReLU(),
                                 nn.Conv2d(ch, ch, 3, padding=2, dilation=2), nn.ReLU(),
                                 nn.Conv2d(ch, 1, 3, padding=1))

    def forward(self, context):
        return (context[:, -1:] + self.net(context)).clamp(0, 1)


class ClipCritic(nn.Module):
    def __init__(self, ctx=3, ch=32):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(ctx + 1, ch, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
                                 nn.Conv2d(ch, ch, 4, stride=2, padding=1), nn.LeakyReLU(0.2),
                                 nn.Conv2d(ch, 1, 3, padding=1))

    def forward(self, context, frame):
        return self.net(torch.cat([context, frame], 1))


def sample_windows(clips, batch, ctx):
    c = torch.randint(0, clips.shape[0], (batch,))
    t = torch.randint(0, clips.shape[1] - ctx, (batch,))
    win = torch.stack([clips[ci, ti:ti + ctx + 1] for ci, ti in zip(c.tolist(), t.tolist())])
    return win[:, :ctx], win[:, ctx:]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clips", type=int, default=24)
    ap.add_argument("--frames", type=int, default=12)
    ap.add_argument("--size", type=int, default=16)
    ap.add_argument("--ctx", type=int, default=3)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--iters", type=int, default=80)
    ap.add_argument("--adv_weight", type=float, default=0.05)
    args = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    clips = porridge_clips(args.clips, args.frames, args.size, np.random.default_rng(0))

    gen, critic = NextFrame(args.ctx), ClipCritic(args.ctx)
    opt_g = torch.optim.Adam(gen.parameters(), lr=1e-3, betas=(0.5, 0.999))
    opt_c = torch.optim.Adam(critic.parameters(), lr=4e-4, betas=(0.5, 0.999))
    bce = nn.BCEWithLogitsLoss()

    for it in range(args.iters):
        context, real = sample_windows(clips, args.batch, args.ctx)
        fake = gen(context)
        fake_score = critic(context, fake)

        real_score = critic(context, real)
        loss_c = (bce(real_score, torch.ones_like(real_score))
                  + bce(critic(context, fake.detach()), torch.zeros_like(real_score)))
        opt_c.zero_grad()
        loss_c.backward()
        opt_c.step()

        loss_g = args.adv_weight * bce(fake_score, torch.ones_like(fake_score)) + F.l1_loss(fake, real)
        opt_g.zero_grad()
        loss_g.backward()
        opt_g.step()
        if it % 20 == 0:
            print(f"it {it:3d}  critic {loss_c.item():.4f}  gen {loss_g.item():.4f}")


if __name__ == "__main__":
    main()
