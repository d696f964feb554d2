"""Driver: python -m mw16_pkg.train"""
import argparse

import numpy as np
import torch

from .bubble import bubble, composite
from .models import BubbleField
from .rays import look_at_rays, sphere_eyes
from .schedule import maybe_switch
from .trainer import BubbleTrainer


def capture(eyes, res, near, far):
    os_, ds, cs = [], [], []
    for eye in eyes:
        o, d = look_at_rays(eye, res)
        z = torch.linspace(near, far, 128).expand(o.shape[0], 128)
        pts = o[:, None] + d[:, None] * z[..., None]
        cs.append(composite(*bubble(pts, d[:, None].expand_as(pts)), z))
        os_.append(o)
        ds.append(d)
    return torch.cat(os_), torch.cat(ds), torch.cat(cs)


def main():
    ap = argparse.ArgumentParser()
    for k, v in [("views", 8), ("res", 20), ("samples", 32), ("batch", 512), ("near", 1.2), ("far", 2.8),
                 ("iters", 200), ("fine_at", 80), ("lr", 5e-3)]:
        ap.add_argument(f"--{k}", type=type(v), default=v)
    cfg = ap.parse_args()
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rays = capture(sphere_eyes(cfg.views), cfg.res, cfg.near, cfg.far)

    model = BubbleField()
    trainer = BubbleTrainer(model, rays, cfg)
    window = []
    for it in range(cfg.iters):
        if maybe_switch(model, it, cfg.fine_at):
            print(f"it {it:4d}  switching to view-dependent colour head")
        window.append(trainer.train_iteration())
        if it % 40 == 39:
            print(f"it {it + 1:4d}  mse {np.mean(window):.5f}")
            window = []


if __name__ == "__main__":
    main()
