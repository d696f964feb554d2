"""PointNet regression of air humidity from pine-cone scans (scales close up as humidity rises).

Synthetic scans: scales on a Fibonacci spiral over a cone; the opening angle of every scale shrinks
with humidity. Shared per-point MLP + max pooling + regression head. Run: python mw10_single.py
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def pinecone_scan(humidity, n_points, rng):
    n_scales = 55
    golden = math.pi * (3 - math.sqrt(5))
    opening = math.radians(70) * (1 - humidity) + math.radians(8)
    pts = []
    per_scale = n_points // n_scales + 1
    for k in range(n_scales):
        h = k / n_scales
        phi = k * golden
        base_r = 0.45 * math.sin(math.pi * (0.15 + 0.8 * h))
        base = np.array([base_r * math.cos(phi), h - 0.5, base_r * math.sin(phi)])
        outward = np.array([math.cos(phi), 0.0, math.sin(phi)])
        tilt = np.cos(opening) * np.array([0, -1.0, 0]) + np.sin(opening) * outward
        s = rng.uniform(0, 0.25, per_scale)[:, None]
        w = rng.normal(0, 0.02, (per_scale, 3))
        pts.append(base + s * tilt + w)
    cloud = np.concatenate(pts)[:n_points]
    return cloud[rng.permutation(len(cloud))].astype(np.float32)


def make_split(n, n_points, rng):
    hum = rng.uniform(0, 1, n).astype(np.float32)
    clouds = np.stack([pinecone_scan(h, n_points, rng) for h in hum])
    return torch.from_numpy(clouds), torch.from_numpy(hum)


class ConePointNet(nn.Module):
    def __init__(self, widths=(3, 32, 64, 128)):
        super().__init__()
        self.shared = [nn.Linear(a, b) for a, b in zip(widths[:-1], widths[1:])]
        self.head = nn.Sequential(nn.Linear(widths[-1], 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, cloud):
        feat = cloud - cloud.mean(dim=1, keepdim=True)
        for layer in self.shared:
            feat = F.relu(layer(feat))
        pooled = feat.max(dim=1).values
        return torch.sigmoid(self.head(pooled)).squeeze(-1)


def random_spin(cloud):
    """Augment: random rotation about the cone axis (y)."""
    ang = torch.rand(cloud.shape[0]) * 2 * math.pi
    c, s = torch.cos(ang), torch.sin(ang)
    rot = torch.zeros(cloud.shape[0], 3, 3)
    rot[:, 0, 0], rot[:, 0, 2], rot[:, 1, 1], rot[:, 2, 0], rot[:, 2, 2] = c, s, 1.0, -s, c
    return cloud @ rot.transpose(1, 2)


def evaluate(net, clouds, hum):
    net.eval()
    with torch.no_grad():
        err = (net(clouds) - hum).abs().mean().item()
    net.train()
    return err


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--train", type=int, default=96)
    ap.add_argument("--val", type=int, default=32)
    ap.add_argument("--points", type=int, default=256)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--lr", type=float, default=3e-3)
    args = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(0)
    tr_x, tr_y = make_split(args.train, args.points, rng)
    va_x, va_y = make_split(args.val, args.points, rng)

    net = ConePointNet()
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=args.epochs)
    print(f"val MAE before {evaluate(net, va_x, va_y):.4f}")
    for epoch in range(args.epochs):
        order = torch.randperm(args.train)
        seen, total = 0, 0.0
        for i in range(0, args.train, args.batch):
            idx = order[i:i + args.batch]
            pred = net(random_spin(tr_x[idx]))
            loss = F.mse_loss(pred, tr_y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(idx)
            seen += len(idx)
        sched.step()
        if epoch % 6 == 5:
            print(f"epoch {epoch + 1:3d}  train {total / seen:.4f}  val MAE {evaluate(net, va_x, va_y):.4f}")


if __name__ == "__main__":
    main()
