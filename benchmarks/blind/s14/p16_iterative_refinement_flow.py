"""RAFT-style iterative refinement for 1-D displacement estimation.

Given two signals where the second is a shifted copy of the first, a small
recurrent update operator refines the displacement estimate for a fixed number
of iterations; every iteration is supervised with exponentially increasing weight.
"""
import argparse
from collections import defaultdict

import torch
import torch.nn as nn
import torch.nn.functional as F


class FeatureEncoder(nn.Module):
    def __init__(self, dim=32):
        super().__init__()
        self.net = nn.Sequential(nn.Conv1d(1, dim, 7, padding=3), nn.ReLU(),
                                 nn.Conv1d(dim, dim, 5, padding=2), nn.ReLU(),
                                 nn.Conv1d(dim, dim, 3, padding=1))

    def forward(self, x):
        return self.net(x)


class UpdateBlock(nn.Module):
    def __init__(self, feat_dim=32, hidden=48):
        super().__init__()
        self.gru = nn.GRUCell(2 * feat_dim + 1, hidden)
        self.delta = nn.Sequential(nn.Linear(hidden, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, h, f1, f2_warped, flow):
        inp = torch.cat([f1, f2_warped, flow], dim=-1)
        h = self.gru(inp, h)
        return h, self.delta(h)


def warp1d(feat, flow):
    """feat: (B, C, L), flow: (B, L) in samples -> feat sampled at x + flow."""
    B, C, L = feat.shape
    base = torch.arange(L, device=feat.device, dtype=feat.dtype).expand(B, L)
    grid_x = 2 * (base + flow) / (L - 1) - 1
    grid = torch.stack([grid_x, torch.zeros_like(grid_x)], -1).unsqueeze(1)
    return F.grid_sample(feat.unsqueeze(2), grid, align_corners=True).squeeze(2)


class RefineNet(nn.Module):
    def __init__(self, iters=6, feat_dim=32, hidden=48):
        super().__init__()
        self.encoder = FeatureEncoder(feat_dim)
        self.update = UpdateBlock(feat_dim, hidden)
        self.iters, self.hidden = iters, hidden

    def forward(self, s1, s2):
        f1, f2 = self.encoder(s1), self.encoder(s2)
        B, C, L = f1.shape
        flow = torch.zeros(B, L, device=s1.device)
        h = torch.zeros(B * L, self.hidden, device=s1.device)
        predictions = []
        for _ in range(self.iters):
            flow = flow.detach()
            warped = warp1d(f2, flow)
            h, delta = self.update(h, f1.transpose(1, 2).reshape(B * L, C),
                                   warped.transpose(1, 2).reshape(B * L, C), flow.reshape(B * L, 1))
            flow = flow + delta.view(B, L)
            predictions.append(flow)
        return predictions


def sequence_loss(flow_preds, flow_gt, gamma=0.8, max_flow=20.0):
    n = len(flow_preds)
    valid = (flow_gt.abs() < max_flow).float()
    losses = []
    for i, pred in enumerate(flow_preds):
        weight = gamma ** (n - i - 1)
        losses.append(weight * ((pred - flow_gt).abs() * valid).mean())
    epe = (flow_preds[-1] - flow_gt).abs()
    metrics = {"epe": epe.mean().item(), "1px": (epe < 1).float().mean().item()}
    return sum(losses), metrics


def make_batch(batch_size, length=128, max_shift=6.0):
    base = torch.cumsum(torch.randn(batch_size, length), dim=1)
    base = (base - base.mean(1, keepdim=True)) / (base.std(1, keepdim=True) + 1e-6)
    shift = (torch.rand(batch_size, 1) * 2 - 1) * max_shift
    flow = shift.expand(batch_size, length).clone()
    s2 = warp1d(base.unsqueeze(1), -flow).squeeze(1)
    return base.unsqueeze(1), s2.unsqueeze(1), flow


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=2000)
    p.add_argument("--iters", type=int, default=6)
    p.add_argument("--lr", type=float, default=4e-4)
    p.add_argument("--clip", type=float, default=1.0)
    args = p.parse_args()

    model = RefineNet(iters=args.iters)
    optimizer = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-5, eps=1e-8)
    scheduler = torch.optim.lr_scheduler.OneCycleLR(optimizer, args.lr, args.steps + 100,
                                                    pct_start=0.05, anneal_strategy="linear")
    running = defaultdict(float)
    for step in range(1, args.steps + 1):
        s1, s2, flow_gt = make_batch(32)
        optimizer.zero_grad()
        loss, metrics = sequence_loss(model(s1, s2), flow_gt)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip)
        optimizer.step()
        scheduler.step()

        running["loss"] += loss.item()
        for k, v in metrics.items():
            running[k] += v
        if step % 100 == 0:
            print(f"step {step:5d} " + " ".join(f"{k}={v / 100:.4f}" for k, v in running.items()))
            running.clear()


if __name__ == "__main__":
    main()
