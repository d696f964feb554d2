import math

import torch


class AverageMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.sum = 0.0
        self.count = 0

    def update(self, val, n=1):
        self.sum += val * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(1, self.count)


def freeze(module):
    """Keep pretrained weights fixed (BatchNorm statistics are frozen via eval())."""
    for p in module.parameters():
        p.require_grad = False
    module.eval()


def trainable_parameters(net):
    return [p for p in net.parameters() if p.requires_grad]


def synth_hands(n, size=28, seed=0):
    """Toy hand radiographs: ossification centres appear and grow with age."""
    g = torch.Generator().manual_seed(seed)
    sex = torch.randint(0, 2, (n,), generator=g)
    age = 12 + 204 * torch.rand(n, generator=g)                 # months
    bio = age + 10 * sex - 5 + 12 * torch.randn(n, generator=g)  # girls mature earlier
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    img = 0.15 * torch.exp(-(xs ** 2) / 0.3)  # soft tissue
    img = img.expand(n, size, size).clone()
    centres = [(-0.4, 0.3), (-0.1, 0.35), (0.2, 0.3), (-0.3, 0.0), (0.0, 0.0), (0.3, 0.0), (0.0, -0.4)]
    onset = torch.tensor([6.0, 18, 30, 48, 66, 84, 110])
    n_visible = torch.zeros(n, dtype=torch.long)
    for (cx, cy), t0 in zip(centres, onset):
        grown = ((bio - t0) / 60).clamp(0, 1)
        n_visible += (grown > 0).long()
        radius = 0.03 + 0.12 * grown
        blob = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (radius.view(-1, 1, 1) ** 2 + 1e-4))
        img += 0.8 * (grown > 0).float().view(-1, 1, 1) * blob
    img += 0.06 * torch.randn(img.shape, generator=g)
    return img.unsqueeze(1), sex, age, n_visible


def cosine_lr(optimizer, epoch, args):
    lr = args.lr * 0.5 * (1 + math.cos(math.pi * epoch / args.epochs))
    for group in optimizer.param_groups:
        group["lr"] = lr
