import math
import os

import torch


class AverageMeter:
    def __init__(self, name, fmt=":.4f"):
        self.name, self.fmt = name, fmt
        self.reset()

    def reset(self):
        self.val = self.avg = self.sum = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.val = val
        self.sum += val * n
        self.count += n
        self.avg = self.sum / self.count

    def __str__(self):
        return ("{name} {avg" + self.fmt + "}").format(**self.__dict__)


def adjust_learning_rate(optimizer, epoch, args):
    """Cosine decay; each group keeps its own multiplier."""
    scale = 0.5 * (1.0 + math.cos(math.pi * epoch / args.epochs))
    for group in optimizer.param_groups:
        group["lr"] = group["initial_lr"] * scale


def save_checkpoint(state, ckpt_dir, filename="checkpoint.pth.tar"):
    path = os.path.join(ckpt_dir, filename)
    torch.save(state, path)
    return path


def load_checkpoint(path, net):
    state = torch.load(path, map_location="cpu")
    missing, unexpected = net.load_state_dict(state["state_dict"], strict=False)
    return state.get("epoch", 0), missing, unexpected


def make_otoliths(n, n_ages, species_shift=0.0, size=24, seed=0):
    """Synthetic otolith sections: one translucent/opaque band pair per year."""
    g = torch.Generator().manual_seed(seed)
    ages = torch.randint(0, n_ages, (n,), generator=g)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    ecc = 1.0 + 0.4 * torch.rand(n, 1, 1, generator=g) + species_shift
    r = torch.sqrt((xs * ecc) ** 2 + ys ** 2)
    rings = torch.cos(2 * math.pi * (ages.view(-1, 1, 1) + 1.5) * r * (0.9 + 0.1 * species_shift))
    body = (r < 1.0).float()
    img = body * (0.5 + 0.5 * rings) + 0.25 * torch.randn(n, size, size, generator=g)
    return img.unsqueeze(1), ages
