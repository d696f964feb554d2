"""Conditional GAN that synthesises 6-axis deck IMU windows of skateboard tricks
(ollie, kickflip, heelflip, pop shove-it) to augment a small labelled set.

Perf-style trainer: bf16 autocast switch, one GradScaler per network (disabled on CPU),
warm-up iterations excluded from the throughput number.
"""
import math
import time

import torch
from torch import nn
import torch.nn.functional as F

TRICKS = ["ollie", "kickflip", "heelflip", "shove-it"]
T = 48          # 0.48 s at 100 Hz
AXES = 6        # acc xyz, gyro xyz


def imu_windows(n, gen):
    label = torch.randint(0, len(TRICKS), (n,), generator=gen)
    t = torch.linspace(0, 1, T)
    pop = torch.exp(-((t - 0.25) / 0.04) ** 2)
    land = torch.exp(-((t - 0.8) / 0.05) ** 2)
    air = ((t > 0.3) & (t < 0.75)).float()
    x = torch.zeros(n, AXES, T)
    amp = 0.8 + 0.4 * torch.rand(n, 1, generator=gen)
    x[:, 2] = amp * (3 * pop + 2.5 * land) - 1.0 * air          # vertical acceleration
    roll = torch.tensor([0.0, 1.0, -1.0, 0.0])[label][:, None]
    yaw = torch.tensor([0.0, 0.0, 0.0, 1.0])[label][:, None]
    x[:, 3] = roll * 2 * math.pi / 0.45 * air * amp             # gyro x: flip
    x[:, 5] = yaw * math.pi / 0.45 * air * amp                  # gyro z: shove-it
    x[:, 4] = 3 * pop * amp                                     # nose pitch at pop
    x = x + 0.1 * torch.randn(n, AXES, T, generator=gen)
    return x / 4.0, label


class Generator(nn.Module):
    def __init__(self, z_dim=24, width=192):
        super().__init__()
        self.z_dim = z_dim
        self.embed = nn.Embedding(len(TRICKS), 16)
        self.net = nn.Sequential(nn.Linear(z_dim + 16, width), nn.ReLU(),
                                 nn.Linear(width, width), nn.ReLU(),
                                 nn.Linear(width, AXES * T))

    def forward(self, z, label):
        return self.net(torch.cat([z, self.embed(label)], 1)).view(-1, AXES, T)


class Critic(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.embed = nn.Embedding(len(TRICKS), T)
        self.conv = nn.Sequential(nn.Conv1d(AXES + 1, width, 5, stride=2, padding=2),
                                  nn.LeakyReLU(0.2),
                                  nn.Conv1d(width, width, 5, stride=2, padding=2),
                                  nn.LeakyReLU(0.2))
        self.out = nn.Linear(width * T // 4, 1)

    def forward(self, x, label):
        h = torch.cat([x, self.embed(label).unsqueeze(1)], 1)
        return self.out(self.conv(h).flatten(1)).squeeze(1)


class TrickGAN:
    def __init__(self, lr=4e-4, amp=False):
        self.G, self.D = Generator(), Critic()
        self.opt_g = torch.optim.Adam(self.G.parameters(), lr=lr, betas=(0.5, 0.99), foreach=True)
        self.opt_d = torch.optim.Adam(self.D.parameters(), lr=lr, betas=(0.5, 0.99), foreach=True)
        self.scaler_g = torch.amp.GradScaler("cuda", enabled=False)
        self.scaler_d = torch.amp.GradScaler("cuda", enabled=False)
        self.amp = amp

    def cast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def train_step(self, real, label, gen):
        z = torch.randn(real.shape[0], self.G.z_dim, generator=gen)
        with self.cast():
            fake = self.G(z, label)

        self.opt_d.zero_grad(set_to_none=True)
        with self.cast():
            d_real = self.D(real, label)
            d_fake = self.D(fake, label)
        d_loss = F.softplus(-d_real).mean() + F.softplus(d_fake).mean()
        self.scaler_d.scale(d_loss).backward()
        self.scaler_d.step(self.opt_d)
        self.scaler_d.update()

        self.opt_g.zero_grad(set_to_none=True)
        with self.cast():
            g_score = self.D(fake, label)
        g_loss = F.softplus(-g_score).mean()
        self.scaler_g.scale(g_loss).backward()
        self.scaler_g.step(self.opt_g)
        self.scaler_g.update()
        return d_loss.item(), g_loss.item()


@torch.no_grad()
def class_mean_gap(gan, data, labels, gen):
    z = torch.randn(labels.shape[0], gan.G.z_dim, generator=gen)
    fake = gan.G(z, labels)
    gaps = []
    for k in range(len(TRICKS)):
        sel = labels == k
        gaps.append((fake[sel].mean(0) - data[sel].mean(0)).abs().mean().item())
    return gaps


def main(iters=400, warmup=10, batch=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    data, labels = imu_windows(2048, gen)
    gan = TrickGAN()
    t0 = None
    for it in range(warmup + iters):
        if it == warmup:
            t0 = time.perf_counter()
        idx = torch.randint(0, data.shape[0], (batch,), generator=gen)
        d_loss, g_loss = gan.train_step(data[idx], labels[idx], gen)
        if it >= warmup and (it - warmup) % 100 == 0:
            print(f"iter {it - warmup:4d} D {d_loss:.3f} G {g_loss:.3f}")
    dt = time.perf_counter() - t0
    print(f"{iters * batch / dt:.0f} windows/s")
    gaps = class_mean_gap(gan, data[:512], labels[:512], gen)
    print("per-trick mean-signal gap:", " ".join(f"{n} {g:.3f}" for n, g in zip(TRICKS, gaps)))


if __name__ == "__main__":
    main()
