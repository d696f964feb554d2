"""Driver: python -m mw17_pkg.train"""
import argparse

import numpy as np
import torch

from .cameras import CameraBank, hand_held_path, hat, rays
from .dandelion import clock, render
from .field import ClockField
from .trainer import ClockTrainer


def shoot(c2w, cfg):
    ys, xs = torch.meshgrid(torch.arange(cfg.res), torch.arange(cfg.res), indexing="ij")
    pix = torch.stack([xs.flatten(), ys.flatten()], -1).float()
    z = torch.linspace(cfg.near, cfg.far, 96).expand(pix.shape[0], 96)
    frames = []
    for cam in c2w:
        o, d = rays(cam[:, :3].expand(pix.shape[0], 3, 3), cam[:, 3].expand(pix.shape[0], 3), pix, cfg.res, cfg.focal)
        frames.append(render(*clock(o[:, None] + d[:, None] * z[..., None]), z).reshape(cfg.res, cfg.res, 3))
    return torch.stack(frames)


def main():
    ap = argparse.ArgumentParser()
    for k, v in [("views", 8), ("res", 20), ("focal", 22.0), ("rays", 384), ("samples", 32),
                 ("near", 1.4), ("far", 3.0), ("iters", 150)]:
        ap.add_argument(f"--{k}", type=type(v), default=v)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    true_c2w = hand_held_path(cfg.views)
    images = shoot(true_c2w, cfg)
    wobble = torch.linalg.matrix_exp(hat(0.02 * torch.randn(cfg.views, 3)))
    noisy = torch.cat([wobble @ true_c2w[:, :, :3], true_c2w[:, :, 3:] + 0.03 * torch.randn(cfg.views, 3, 1)], -1)
    noisy[0] = true_c2w[0]

    bank = CameraBank(noisy)
    trainer = ClockTrainer(ClockField(), bank, images, cfg)
    for it in range(cfg.iters):
        loss = trainer.train_iteration()
        if it % 50 == 49:
            with torch.no_grad():
                _, t = bank(torch.arange(cfg.views))
                err = (t - true_c2w[:, :, 3]).norm(dim=-1).mean().item()
            print(f"it {it + 1:4d}  mse {loss:.5f}  camera-centre err {err:.4f}")


if __name__ == "__main__":
    main()
