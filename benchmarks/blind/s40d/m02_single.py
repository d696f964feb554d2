"""Hail-size class from radar column features, with post-hoc temperature scaling.

Classes: 0 = no hail, 1 = small hail (< 2 cm), 2 = severe hail (>= 2 cm).
"""
import argparse
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

FEATURES = ["zmax_dbz", "vil", "echo_top_km", "freezing_lvl_km", "z_above_fz", "shear", "cape"]


def simulate_soundings(n, gen):
    zmax = 35 + 30 * torch.rand(n, generator=gen)
    echo_top = 6 + 9 * torch.rand(n, generator=gen)
    fz = 2.5 + 2.0 * torch.rand(n, generator=gen)
    vil = 0.08 * (zmax - 30).clamp(min=0) ** 1.6 + 2 * torch.randn(n, generator=gen)
    z_above = (echo_top - fz).clamp(min=0) * zmax / 60
    shear = 20 * torch.rand(n, generator=gen)
    cape = 3000 * torch.rand(n, generator=gen)
    x = torch.stack([zmax, vil, echo_top, fz, z_above, shear, cape], 1)
    score = 0.09 * (zmax - 50) + 0.25 * (z_above - 4) + 0.0006 * (cape - 1500) + 0.05 * shear
    score = score + 0.6 * torch.randn(n, generator=gen)
    y = (score > 0.3).long() + (score > 1.6).long()
    return x, y


class HailNet(nn.Module):
    def __init__(self, n_in, n_classes, hidden=64, p_drop=0.1):
        super().__init__()
        self.body = nn.Sequential(
            nn.Linear(n_in, hidden), nn.ReLU(), nn.Dropout(p_drop),
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Dropout(p_drop),
        )
        self.head = nn.Linear(hidden, n_classes)

    def forward(self, x):
        return self.head(self.body(x))

    def init_head_from_prior(self, class_freq):
        # start from the climatological log-prior instead of a uniform guess
        self.head.bias = nn.Parameter(torch.log(class_freq.clamp(min=1e-3)))
        nn.init.zeros_(self.head.weight)


class TemperatureScaler:
    """Guo et al. (2017): fit one scalar T on held-out logits, logits / T."""

    def __init__(self, init_t=1.5):
        self.temperature = (torch.ones(1) * init_t).requires_grad_()

    def fit(self, logits, labels, max_iter=100):
        opt = torch.optim.LBFGS([self.temperature], lr=0.05, max_iter=max_iter)

        def closure():
            opt.zero_grad()
            nll = F.cross_entropy(logits / self.temperature, labels)
            nll.backward()
            return nll

        opt.step(closure)
        return self.temperature.item()

    def __call__(self, logits):
        return logits / self.temperature.detach()


def expected_calibration_error(probs, labels, n_bins=10):
    conf, pred = probs.max(1)
    conf, pred, labels = (t.detach().cpu().numpy() for t in (conf, pred, labels))
    edges = np.linspace(0, 1, n_bins + 1)
    ece = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.mean() * abs((pred[sel] == labels[sel]).mean() - conf[sel].mean())
    return float(ece)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=60)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--n-train", type=int, default=1500)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(args.seed)

    x_tr, y_tr = simulate_soundings(args.n_train, gen)
    x_cal, y_cal = simulate_soundings(600, gen)
    x_te, y_te = simulate_soundings(1000, gen)
    mu, sd = x_tr.mean(0), x_tr.std(0)
    x_tr, x_cal, x_te = ((x - mu) / sd for x in (x_tr, x_cal, x_te))

    net = HailNet(len(FEATURES), 3)
    net.init_head_from_prior(torch.bincount(y_tr, minlength=3).float() / len(y_tr))
    opt = torch.optim.Adam(net.parameters(), lr=args.lr, weight_decay=1e-5)

    for epoch in range(args.epochs):
        net.train()
        perm = torch.randperm(len(x_tr))
        total = 0.0
        for i in range(0, len(perm), 128):
            idx = perm[i:i + 128]
            out = net(x_tr[idx])
            nll = F.cross_entropy(out, y_tr[idx])
            opt.zero_grad()
            nll.backward()
            opt.step()
            total += nll.item() * len(idx)
        if epoch % 15 == 0 or epoch == args.epochs - 1:
            print(f"epoch {epoch:3d}  train nll {total / len(perm):.4f}")

    net.eval()
    with torch.no_grad():
        cal_logits = net(x_cal)
        test_logits = net(x_te)

    scaler = TemperatureScaler()
    t = scaler.fit(cal_logits, y_cal)
    before = F.softmax(test_logits, 1)
    after = F.softmax(scaler(test_logits), 1)
    acc = (test_logits.argmax(1) == y_te).float().mean().item()
    print(f"test acc {acc:.3f}  fitted T {t:.3f}")
    print(f"test nll  {F.cross_entropy(test_logits, y_te):.4f} -> "
          f"{F.cross_entropy(scaler(test_logits), y_te):.4f}")
    print(f"test ECE  {expected_calibration_error(before, y_te):.4f} -> "
          f"{expected_calibration_error(after, y_te):.4f}")
    assert not math.isnan(t)


if __name__ == "__main__":
    main()
