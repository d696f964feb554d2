"""Driver: python -m mw08_pkg.train"""
import argparse

import numpy as np
import torch

from .field import SteamField
from .losses import build_optimizer
from .render_eval import render_test
from .scene import camera_rays, camera_ring, march, plume
from .trainer import SteamTrainer


def photograph(cams, cfg):
    o_all, d_all, c_all = [], [], []
    for cam in cams:
        o, d = camera_rays(cam, cfg.res)
        z = torch.linspace(cfg.near, cfg.far, 96).expand(o.shape[0], 96)
        c_all.append(march(*plume(o[:, None] + d[:, None] * z[..., None]), z))
        o_all.append(o)
        d_all.append(d)
    return torch.cat(o_all), torch.cat(d_all), torch.cat(c_all), c_all


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=6)
    ap.add_argument("--res", type=int, default=24)
    ap.add_argument("--samples", type=int, default=32)
    ap.add_argument("--batch", type=int, default=512)
    ap.add_argument("--near", type=float, default=1.2)
    ap.add_argument("--far", type=float, default=2.8)
    ap.add_argument("--iters", type=int, default=120)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)

    ring = camera_ring(cfg.views + 2)
    origins, dirs, colors, _ = photograph(ring[:cfg.views], cfg)
    _, _, _, test_imgs = photograph(ring[cfg.views:], cfg)
    field = SteamField()
    opt, sched = build_optimizer(field)
    trainer = SteamTrainer(field, opt, sched, (origins, dirs, colors), cfg)
    for it in range(cfg.iters):
        loss = trainer.train_iteration()
        if it % 40 == 39:
            print(f"it {it + 1:4d}  loss {loss:.5f}  test psnr {render_test(field, ring[cfg.views:], test_imgs, cfg):.2f}")


if __name__ == "__main__":
    main()
