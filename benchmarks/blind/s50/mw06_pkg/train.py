"""Driver: python -m mw06_pkg.train"""
import argparse

import numpy as np
import torch

from .geometry import PoseCorrection, rays_for, skew, turntable_cameras
from .models import CraneField, composite, paper_crane
from .render_eval import render_test
from .schedule import enter_fine_stage, progress
from .trainer import CraneTrainer


def capture(cfg, cams):
    ys, xs = torch.meshgrid(torch.arange(cfg.size), torch.arange(cfg.size), indexing="ij")
    pix = torch.stack([xs.flatten(), ys.flatten()], -1).float()
    t = torch.linspace(cfg.near, cfg.far, 64).expand(pix.shape[0], 64)
    imgs = []
    for cam in cams:
        o, d = rays_for(cam.expand(pix.shape[0], 3, 4), pix, cfg.size, cfg.focal)
        imgs.append(composite(*paper_crane(o[:, None] + d[:, None] * t[..., None]), t).reshape(cfg.size, cfg.size, 3))
    return torch.stack(imgs)


def main():
    ap = argparse.ArgumentParser()
    for name, val in [("views", 8), ("size", 20), ("focal", 24.0), ("rays", 384), ("samples", 24),
                      ("near", 1.5), ("far", 3.5), ("iters", 160), ("fine_at", 80)]:
        ap.add_argument(f"--{name}", type=type(val), default=val)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    cams = turntable_cameras(cfg.views + 2)
    train_cams, test_cams = cams[:cfg.views], cams[cfg.views:]
    noise = torch.linalg.matrix_exp(skew(0.02 * torch.randn(cfg.views, 3)))
    noisy = torch.cat([noise @ train_cams[:, :, :3], train_cams[:, :, 3:]], -1)
    noisy[0] = train_cams[0]
    data = {"images": capture(cfg, train_cams), "c2w_noisy": noisy}
    test_imgs = capture(cfg, test_cams).numpy()

    trainer = CraneTrainer(CraneField(), PoseCorrection(cfg.views), data, cfg)
    for it in range(cfg.iters):
        trainer.field.set_progress(progress(it, cfg.iters))
        if it == cfg.fine_at:
            enter_fine_stage(trainer)
        loss = trainer.train_iteration()
        if it % 40 == 0 or it == cfg.iters - 1:
            mse = float(((render_test(trainer.field, test_cams, cfg) - test_imgs) ** 2).mean())
            print(f"it {it:4d}  train {loss:.5f}  test psnr {-10 * np.log10(mse):.2f}")


if __name__ == "__main__":
    main()
