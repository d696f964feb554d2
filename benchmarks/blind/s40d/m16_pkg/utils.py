import math
import os
import shutil

import torch

CANCELS = ["mint", "cds", "wavy_machine", "pen"]


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum, self.count = 0.0, 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


def save_checkpoint(state, is_best, ckpt_dir, filename="checkpoint.pth"):
    path = os.path.join(ckpt_dir, filename)
    torch.save(state, path)
    if is_best:
        shutil.copyfile(path, os.path.join(ckpt_dir, "model_best.pth"))


def load_best(net, ckpt_dir):
    state = torch.load(os.path.join(ckpt_dir, "model_best.pth"), map_location="cpu")
    net.load_state_dict(state["state_dict"])
    return state["epoch"]


def stamp_scans(n, size=28, seed=0):
    """Scans of used/unused stamps with different cancellation types."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(CANCELS), (n,), generator=g)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    perf = ((xs.abs() > 0.85) | (ys.abs() > 0.85)).float()
    perf = perf * (torch.cos(20 * (xs + ys)) > 0).float()           # perforation teeth
    design = 0.3 * torch.sin(5 * xs) * torch.cos(4 * ys) * (xs.abs() < 0.75) * (ys.abs() < 0.75)
    img = 0.8 - 0.5 * perf + design + 0.05 * torch.randn(n, size, size, generator=g)
    cx, cy = 0.3 * (torch.rand(2, n, 1, 1, generator=g) - 0.5)
    r = torch.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
    cds = ((r - 0.55).abs() < 0.05).float() + ((r - 0.35).abs() < 0.04).float()
    wavy = ((torch.sin(7 * xs + 3 * cx) * 0.15 - (ys % 0.45 - 0.22)).abs() < 0.05).float()
    theta = math.pi * torch.rand(n, 1, 1, generator=g)
    pen = ((xs * torch.cos(theta) + ys * torch.sin(theta) - cx).abs() < 0.08).float()
    pen = pen + ((xs * torch.sin(theta) - ys * torch.cos(theta)).abs() < 0.06).float() * 0.7
    ink = torch.stack([torch.zeros_like(cds), cds, wavy, pen], 1)[torch.arange(n), y]
    img = img - 0.5 * ink.clamp(max=1)
    return img.unsqueeze(1), y
