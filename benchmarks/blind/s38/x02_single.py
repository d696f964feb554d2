"""Recurrent net with an orthogonal transition matrix on the adding problem.

The recurrent matrix is pulled back onto the orthogonal group every few
optimizer steps (QR retraction), which keeps long-range gradients stable.
"""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


def adding_problem(batch, length, generator=None):
    values = torch.rand(batch, length, generator=generator)
    markers = torch.zeros(batch, length)
    for b in range(batch):
        i, j = torch.randperm(length, generator=generator)[:2].tolist()
        markers[b, i] = 1.0
        markers[b, j] = 1.0
    x = torch.stack([values, markers], dim=-1)
    y = (values * markers).sum(dim=1)
    return x, y


class OrthoRNN(nn.Module):
    def __init__(self, n_in, n_hidden):
        super().__init__()
        self.n_hidden = n_hidden
        self.inp = nn.Linear(n_in, n_hidden)
        self.rec = nn.Linear(n_hidden, n_hidden, bias=False)
        self.out = nn.Linear(n_hidden, 1)
        nn.init.orthogonal_(self.rec.weight)

    def forward(self, x):
        h = x.new_zeros(x.shape[0], self.n_hidden)
        for t in range(x.shape[1]):
            h = torch.tanh(self.inp(x[:, t]) + self.rec(h))
        return self.out(h).squeeze(-1)


def retract(weight):
    q, r = torch.linalg.qr(weight)
    return q * torch.sign(torch.diagonal(r)).unsqueeze(0)


def orthogonality_gap(weight):
    eye = torch.eye(weight.shape[0])
    return (weight.T @ weight - eye).norm().item()


def project_recurrent(model):
    w = model.rec.weight
    w.copy_(retract(w.detach()))


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--hidden", type=int, default=32)
    p.add_argument("--length", type=int, default=20)
    p.add_argument("--batch", type=int, default=32)
    p.add_argument("--steps", type=int, default=30)
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--project-every", type=int, default=5)
    return p.parse_args()


def main():
    args = parse_args()
    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    model = OrthoRNN(2, args.hidden)
    opt = torch.optim.RMSprop(model.parameters(), lr=args.lr)
    for step in range(1, args.steps + 1):
        x, y = adding_problem(args.batch, args.length, gen)
        loss = F.mse_loss(model(x), y)
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % args.project_every == 0:
            project_recurrent(model)
        if step % 10 == 0:
            print(f"step {step:3d}  mse {loss.item():.4f}  |W^T W - I| {orthogonality_gap(model.rec.weight.detach()):.4f}")


if __name__ == "__main__":
    main()
