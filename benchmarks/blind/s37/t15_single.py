"""Two-task regression on a shared encoder with gradient-conflict monitoring."""
import argparse

import torch
from torch import nn
import torch.nn.functional as F


class TwoTaskNet(nn.Module):
    def __init__(self, in_dim=10, hidden=48):
        super().__init__()
        self.shared = nn.Sequential(nn.Linear(in_dim, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.head_a = nn.Linear(hidden, 1)
        self.head_b = nn.Linear(hidden, 1)

    def forward(self, x):
        h = self.shared(x)
        return self.head_a(h).squeeze(1), self.head_b(h).squeeze(1)


def flat_grad(params):
    return torch.cat([p.grad.reshape(-1).clone() for p in params if p.grad is not None])


def make_tasks(n, in_dim, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, in_dim, generator=g)
    ya = x[:, :4].sum(1) + 0.05 * torch.randn(n, generator=g)
    yb = torch.cos(x[:, 3]) - x[:, 5] + 0.05 * torch.randn(n, generator=g)
    return x, ya, yb


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--weight-b", type=float, default=0.7)
    ap.add_argument("--probe-every", type=int, default=50)
    args = ap.parse_args()

    torch.manual_seed(0)
    x, ya, yb = make_tasks(4096, 10)
    model = TwoTaskNet()
    shared = list(model.shared.parameters())
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    cos_history = []

    for step in range(args.steps):
        idx = torch.randint(0, x.size(0), (args.batch,))
        pa, pb = model(x[idx])
        loss_a = F.mse_loss(pa, ya[idx])
        loss_b = args.weight_b * F.mse_loss(pb, yb[idx])

        optimizer.zero_grad()
        if step % args.probe_every == 0:
            loss_a.backward(retain_graph=True)
            g_a = flat_grad(shared)
            loss_b.backward()
            g_b = flat_grad(shared) - g_a
            cos = F.cosine_similarity(g_a, g_b, dim=0).item()
            cos_history.append(cos)
            print(f"step {step}: a={loss_a.item():.4f} b={loss_b.item():.4f} grad-cos={cos:+.3f}")
        else:
            (loss_a + loss_b).backward()
        optimizer.step()

    print(f"mean gradient cosine {sum(cos_history) / len(cos_history):+.3f}")


if __name__ == "__main__":
    main()
