"""Distilling a popcorn-pot phase tracker into a streaming GRU (truncated BPTT).

A phone next to a stovetop pot hears the kernels: silence while the oil warms, the first
scattered pops, a dense burst, then a tail-off that means "take it off the heat now".
Input per 0.25 s frame: energy in a few frequency bands. The student runs online in chunks,
carrying its hidden state, and also learns a per-band input gain with plain SGD.
"""
import argparse

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

PHASES = ("warming", "onset", "burst", "tail-off")


def popcorn_sessions(n, steps, n_bands, gen):
    t = torch.arange(steps).float()[None]
    t_on = 20 + 12 * torch.rand(n, 1, generator=gen)
    width = 10 + 5 * torch.rand(n, 1, generator=gen)
    rate = 4.0 * torch.exp(-0.5 * ((t - t_on - 1.5 * width) / width) ** 2) * (t > t_on)
    pops = torch.poisson(rate.expand(n, steps).contiguous(), generator=gen)
    sizzle = 0.3 * torch.sigmoid((t - 10) / 5)
    centre = torch.linspace(0, 1, n_bands)[None, None]
    feats = pops[..., None] * torch.exp(-((centre - 0.7) / 0.2) ** 2) + sizzle[..., None] * torch.exp(-((centre - 0.2) / 0.3) ** 2)
    feats = torch.log1p(feats + 0.05 * torch.rand(n, steps, n_bands, generator=gen))
    phase = torch.zeros(n, steps, dtype=torch.long)
    phase[t.expand(n, -1) > t_on] = 1
    phase[t.expand(n, -1) > t_on + width] = 2
    phase[t.expand(n, -1) > t_on + 2.5 * width] = 3
    return feats, phase


class PhaseGRU(nn.Module):
    def __init__(self, n_bands, hidden, n_cls=len(PHASES)):
        super().__init__()
        self.gru = nn.GRU(n_bands, hidden, batch_first=True)
        self.out = nn.Linear(hidden, n_cls)

    def forward(self, x, h=None):
        y, h = self.gru(x, h)
        return self.out(y), h


class SeqKD(nn.Module):
    def __init__(self, T=2.0):
        super().__init__()
        self.T = T

    def forward(self, s_logits, t_logits):
        s = F.log_softmax(s_logits / self.T, -1).flatten(0, 1)
        t = F.softmax(t_logits / self.T, -1).flatten(0, 1)
        return F.kl_div(s, t, reduction="batchmean") * self.T ** 2


class SeqCE(nn.Module):
    def forward(self, s_logits, y):
        return F.cross_entropy(s_logits.flatten(0, 1), y.flatten(), reduction="none")


def evaluate(student, band_w, x, y):
    student.eval()
    with torch.no_grad():
        logits, _ = student(x * band_w)
        acc = (logits.argmax(-1) == y).float().mean().item()
    probe = x[:64].clone().requires_grad_(True)
    logits, _ = student(probe * band_w)
    (g,) = torch.autograd.grad(logits[..., PHASES.index("tail-off")].sum(), probe)
    band_saliency = g.abs().mean(dim=(0, 1)).detach().cpu().numpy()
    return acc, band_saliency / band_saliency.sum()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="ce+kd")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--chunk", type=int, default=20)
    ap.add_argument("--band-lr", type=float, default=0.05)
    args = ap.parse_args()

    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(18)
    n_bands, steps = 6, 80
    x_tr, y_tr = popcorn_sessions(256, steps, n_bands, gen)
    x_te, y_te = popcorn_sessions(128, steps, n_bands, gen)

    teacher = PhaseGRU(n_bands, 64)
    opt_t = torch.optim.Adam(teacher.parameters(), lr=5e-3)
    for _ in range(30):
        idx = torch.randint(0, x_tr.shape[0], (64,), generator=gen)
        opt_t.zero_grad()
        F.cross_entropy(teacher(x_tr[idx])[0].flatten(0, 1), y_tr[idx].flatten()).backward()
        opt_t.step()
    teacher.eval().requires_grad_(False)

    student = PhaseGRU(n_bands, 16)
    band_w = (torch.ones(n_bands) + 0.01 * torch.randn(n_bands)).requires_grad_()
    criterions = {"ce": SeqCE(), "kd": SeqKD(T=2.0)}
    optimizer = torch.optim.Adam(student.parameters(), lr=5e-3)

    for epoch in range(args.epochs):
        student.train()
        chunk_losses = []
        perm = torch.randperm(x_tr.shape[0], generator=gen)
        for i in range(0, x_tr.shape[0], 32):
            xb, yb = x_tr[perm[i:i + 32]], y_tr[perm[i:i + 32]]
            with torch.no_grad():
                t_logits, _ = teacher(xb)
            h = None
            for s in range(0, steps, args.chunk):
                if h is not None:
                    h = h.detach()
                sl = slice(s, s + args.chunk)
                s_logits, h = student(xb[:, sl] * band_w, h)
                per_frame = criterions["ce"](s_logits, yb[:, sl])
                loss = per_frame.mean()
                if "kd" in args.mode:
                    loss = loss + 0.5 * criterions["kd"](s_logits, t_logits[:, sl])
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
                with torch.no_grad():
                    band_w -= args.band_lr * band_w.grad
                    band_w.grad.zero_()
                chunk_losses.append(loss.item())

        acc, sal = evaluate(student, band_w, x_te, y_te)
        print(f"epoch {epoch}: loss {np.mean(chunk_losses):.4f}  frame-acc {acc:.3f}  "
              f"band gains {np.round(band_w.detach().numpy(), 2)}  tail-off saliency {np.round(sal, 2)}")


if __name__ == "__main__":
    main()
