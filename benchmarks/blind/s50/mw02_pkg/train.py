"""Driver: python -m mw02_pkg.train"""
import argparse

import numpy as np
import torch

from .geometry import PoseResiduals, axis_angle_to_matrix, orbit_rig, pixel_rays
from .models import TopField
from .optim import build_optimizers
from .scene import render_truth
from .trainer import JointRefiner


def make_capture(cfg):
    c2w = orbit_rig(cfg.views)
    images = []
    ys, xs = torch.meshgrid(torch.arange(cfg.size), torch.arange(cfg.size), indexing="ij")
    px = torch.stack([xs.flatten(), ys.flatten()], -1)
    for v in range(cfg.views):
        o, d = pixel_rays(c2w[v].expand(px.shape[0], 3, 4), px, cfg.size, cfg.focal)
        t = torch.linspace(cfg.near, cfg.far, 64).expand(px.shape[0], 64)
        images.append(render_truth(o, d, t).reshape(cfg.size, cfg.size, 3))
    jitter = axis_angle_to_matrix(0.03 * torch.randn(cfg.views, 3))
    noisy = torch.cat([jitter @ c2w[:, :, :3], c2w[:, :, 3:] + 0.05 * torch.randn(cfg.views, 3, 1)], -1)
    return {"c2w_true": c2w, "c2w_noisy": noisy, "images": torch.stack(images)}


def pose_error(poses, data):
    with torch.no_grad():
        est = poses(data["c2w_noisy"], torch.arange(data["c2w_noisy"].shape[0]))
        return (est[:, :, 3] - data["c2w_true"][:, :, 3]).norm(dim=-1).mean().item()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--views", type=int, default=8)
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--focal", type=float, default=30.0)
    ap.add_argument("--rays", type=int, default=384)
    ap.add_argument("--samples", type=int, default=24)
    ap.add_argument("--near", type=float, default=2.0)
    ap.add_argument("--far", type=float, default=4.0)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--iters", type=int, default=30)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)

    data = make_capture(cfg)
    field, poses = TopField(), PoseResiduals(cfg.views)
    field_opt, pose_opt = build_optimizers(field, poses)
    refiner = JointRefiner(field, poses, field_opt, pose_opt, data, cfg)
    print(f"initial camera-centre error {pose_error(poses, data):.4f}")
    for epoch in range(cfg.epochs):
        refiner.start_epoch(epoch)
        losses = [refiner.train_iteration() for _ in range(cfg.iters)]
        print(f"epoch {epoch}  mse {np.mean(losses):.5f}  centre err {pose_error(poses, data):.4f}")


if __name__ == "__main__":
    main()
