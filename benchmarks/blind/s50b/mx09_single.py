"""Rubber-band launcher range: gradual magnitude pruning + head re-training.

A small range predictor trained on fresh #64 bands is pruned to 80% sparsity while a new
head is fitted to aged, sun-cracked bands; input saliency is reported at the end.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

FEATURES = ["band_len", "stretch", "width", "proj_mass", "angle", "age_cycles"]


def launches(n, rng, aged):
    band_len = rng.uniform(0.08, 0.18, n)          # m, relaxed length
    stretch = rng.uniform(1.5, 4.0, n)             # stretch ratio at release
    width = rng.uniform(3.0, 7.0, n)               # mm
    mass = rng.uniform(1.0, 8.0, n)                # g
    angle = rng.uniform(15.0, 60.0, n)             # degrees
    cycles = rng.uniform(0, 500, n) * (3.0 if aged else 1.0)
    k = 40 * width / 5 * np.exp(-cycles / (900 if aged else 3000))
    energy = 0.5 * k * (band_len * (stretch - 1)) ** 2 * (0.75 - 0.05 * stretch)
    v = np.sqrt(np.clip(2 * energy / (mass / 1000 + 0.0008), 0, None))
    rng_m = v ** 2 * np.sin(np.deg2rad(2 * angle)) / 9.81 / (1 + 0.004 * v)
    x = np.stack([band_len / 0.18, stretch / 4, width / 7, mass / 8, angle / 60, cycles / 1500], 1)
    y = np.log1p(rng_m) + rng.normal(0, 0.03, n)
    return torch.tensor(x, dtype=torch.float32), torch.tensor(y, dtype=torch.float32)


class RangeNet(nn.Module):
    def __init__(self, width=64):
        super().__init__()
        self.l1 = nn.Linear(len(FEATURES), width)
        self.l2 = nn.Linear(width, width)
        self.head = nn.Linear(width, 1)

    def forward(self, x):
        return self.head(F.relu(self.l2(F.relu(self.l1(x))))).squeeze(-1)


def prune_masks(layers, sparsity):
    masks = {}
    for name, layer in layers.items():
        mag = layer.weight.detach().abs()
        k = int(sparsity * mag.numel())
        thresh = mag.flatten().kthvalue(k).values
        masks[name] = (mag > thresh).to(mag.dtype)
    return masks


def enforce(layers, masks):
    with torch.no_grad():
        for name, layer in layers.items():
            layer.weight.mul_(masks[name])


def train(model, opt, x, y, rng, steps, layers=None, masks=None, bs=32):
    running = 0.0
    for step in range(steps):
        idx = torch.from_numpy(rng.integers(0, x.shape[0], bs))
        opt.zero_grad()
        loss = F.mse_loss(model(x[idx]), y[idx])
        loss.backward()
        if masks is not None:
            for name, layer in layers.items():
                if layer.weight.requires_grad:
                    layer.weight.grad.mul_(masks[name])
        opt.step()
        if masks is not None:
            enforce(layers, masks)
        running += loss.item()
    return running / steps


@torch.no_grad()
def evaluate(model, x, y):
    return F.mse_loss(model(x), y).item()


def saliency(model, x):
    probe = x.clone().requires_grad_(True)
    pred = model(probe)
    (g,) = torch.autograd.grad(pred, probe, grad_outputs=torch.ones_like(pred))
    return g.abs().mean(0)


def main():
    torch.manual_seed(9)
    np.random.seed(9)
    torch.set_num_threads(1)
    rng = np.random.default_rng(9)

    fresh_x, fresh_y = launches(3000, rng, aged=False)
    model = RangeNet()
    opt = torch.optim.Adam(model.parameters(), lr=3e-3)
    print(f"dense pretrain loss {train(model, opt, fresh_x, fresh_y, rng, 300):.4f}")

    aged_x, aged_y = launches(300, rng, aged=True)
    val_x, val_y = launches(800, rng, aged=True)
    print(f"dense on aged bands: {evaluate(model, val_x, val_y):.4f}")

    layers = {"l1": model.l1, "l2": model.l2}
    model.head = nn.Linear(model.head.in_features, 1)
    model.l1.requires_grad_(False)
    ft_opt = torch.optim.Adam([
        {"params": model.l2.parameters(), "lr": 1e-3},
        {"params": model.head.parameters(), "lr": 5e-3},
    ])
    for sparsity in (0.4, 0.6, 0.8):
        masks = prune_masks(layers, sparsity)
        enforce(layers, masks)
        loss = train(model, ft_opt, aged_x, aged_y, rng, 100, layers, masks)
        kept = sum(int(m.sum()) for m in masks.values()) / sum(m.numel() for m in masks.values())
        print(f"sparsity {sparsity:.1f}: kept {kept:.2f}, train {loss:.4f}, "
              f"val {evaluate(model, val_x, val_y):.4f}")

    sal = saliency(model, val_x[:200])
    ranked = sorted(zip(FEATURES, sal.tolist()), key=lambda t: -t[1])
    print("input saliency:", ", ".join(f"{n}={v:.3f}" for n, v in ranked))


if __name__ == "__main__":
    main()
