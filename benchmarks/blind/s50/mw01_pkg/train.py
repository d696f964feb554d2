"""Driver: python -m mw01_pkg.train"""
import argparse
import math

import numpy as np
import torch

from .models import PaneField, PatchCritic
from .objectives import make_optimizers
from .trainer import FrostPatchTrainer


def frost_patches(n, patch, gen):
    """Procedural fern-like frost: a few sharp oriented ridges, blue-white palette."""
    lin = torch.linspace(-1.0, 1.0, patch)
    yy, xx = torch.meshgrid(lin, lin, indexing="ij")
    out = []
    for _ in range(n):
        ang = torch.rand(3, generator=gen) * math.pi
        freq = 4.0 + 6.0 * torch.rand(3, generator=gen)
        ridge = sum(torch.cos(f * (xx * torch.cos(a) + yy * torch.sin(a))) ** 8 for a, f in zip(ang, freq))
        ice = (ridge / 3.0).clamp(0, 1)
        out.append(torch.stack([0.75 + 0.25 * ice, 0.85 + 0.15 * ice, torch.ones_like(ice)]))
    return torch.stack(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=30)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--patch", type=int, default=8)
    ap.add_argument("--latent_dim", type=int, default=8)
    ap.add_argument("--n_samples", type=int, default=16)
    ap.add_argument("--near", type=float, default=1.5)
    ap.add_argument("--far", type=float, default=2.5)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    bank = frost_patches(64, cfg.patch, gen)

    field = PaneField(latent_dim=cfg.latent_dim)
    critic = PatchCritic(cfg.patch)
    opt_field, opt_critic = make_optimizers(field, critic, 5e-4, 2e-4)
    trainer = FrostPatchTrainer(field, critic, opt_field, opt_critic, cfg)
    for it in range(cfg.iters):
        idx = torch.randint(0, bank.shape[0], (cfg.batch,))
        l_c, l_f = trainer.train_iteration(bank[idx])
        if it % 10 == 0:
            print(f"it {it:3d}  critic {l_c:.4f}  field {l_f:.4f}")


if __name__ == "__main__":
    main()
