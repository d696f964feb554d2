import math
import os

import torch

SEVERITY = ["none", "hairline", "moderate", "severe"]


class AverageMeter:
    def __init__(self):
        self.val = self.avg = self.sum = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count


def adjust_learning_rate(optimizer, epoch, args):
    """Sets the learning rate to the initial LR decayed by 10 at the milestones."""
    lr = args.lr * (0.1 ** sum(epoch >= m for m in args.milestones))
    for param_group in optimizer.param_groups:
        param_group["lr"] = lr
    return lr


def save_checkpoint(state, is_best, save_dir):
    torch.save(state, os.path.join(save_dir, "last.pth"))
    if is_best:
        torch.save(state, os.path.join(save_dir, "best.pth"))


def pavement_tiles(n, size=24, seed=0):
    """Grey asphalt tiles with a crack whose width/length/branching encode severity."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(SEVERITY), (n,), generator=g)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    img = 0.55 + 0.12 * torch.randn(n, size, size, generator=g)          # aggregate texture
    theta = math.pi * torch.rand(n, 1, 1, generator=g)
    off = 0.4 * torch.randn(n, 1, 1, generator=g)
    wobble = 0.08 * torch.sin(6 * (xs * torch.sin(theta) + ys * torch.cos(theta)))
    dist = (xs * torch.cos(theta) + ys * torch.sin(theta) - off + wobble).abs()
    along = (-xs * torch.sin(theta) + ys * torch.cos(theta)).abs()
    width = torch.tensor([0.0, 0.03, 0.07, 0.12])[y].view(-1, 1, 1)
    length = torch.tensor([0.0, 0.6, 0.9, 1.5])[y].view(-1, 1, 1)
    crack = ((dist < width) & (along < length)).float()
    branch = (y == 3).float().view(-1, 1, 1) * ((ys - xs * 0.5 - off).abs() < 0.06).float()
    img = img - 0.45 * torch.clamp(crack + branch, max=1.0)
    return img.unsqueeze(1), y
