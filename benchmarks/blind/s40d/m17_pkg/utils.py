import math

import torch

DX = ["nevus", "melanoma", "seb_keratosis", "bcc"]


def dermoscopy_crops(n, size=24, seed=0):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, len(DX), (n,), generator=g)
    ys, xs = torch.meshgrid(torch.linspace(-1, 1, size), torch.linspace(-1, 1, size), indexing="ij")
    ang = torch.atan2(ys, xs)
    r = torch.sqrt(xs ** 2 + ys ** 2)
    irregular = (y == 1).float().view(-1, 1, 1)
    k = torch.randint(3, 7, (n, 1, 1), generator=g).float()
    border = 0.55 + 0.08 * torch.randn(n, 1, 1, generator=g) + 0.18 * irregular * torch.sin(k * ang)
    mask = torch.sigmoid((border - r) / 0.04)
    skin = torch.tensor([0.85, 0.68, 0.6]).view(1, 3, 1, 1)
    brown = torch.tensor([0.45, 0.28, 0.18]).view(1, 3, 1, 1)
    dark = torch.tensor([0.2, 0.12, 0.15]).view(1, 3, 1, 1)
    pink = torch.tensor([0.85, 0.5, 0.55]).view(1, 3, 1, 1)
    colour = torch.where((y == 3).view(-1, 1, 1, 1), pink, brown).expand(n, 3, 1, 1)
    blotch = irregular.unsqueeze(1) * (torch.sin(3 * xs + 2 * ys) > 0.3).float().unsqueeze(0)
    lesion = colour * (1 - blotch) + dark * blotch
    cerebriform = (y == 2).float().view(-1, 1, 1) * 0.15 * torch.sin(14 * xs) * torch.sin(14 * ys)
    vessels = (y == 3).float().view(-1, 1, 1) * ((torch.sin(9 * ang + 6 * r) > 0.95).float()) * 0.3
    img = skin * (1 - mask.unsqueeze(1)) + lesion * mask.unsqueeze(1)
    img = img + (cerebriform - vessels).unsqueeze(1) * mask.unsqueeze(1)
    img = img + 0.04 * torch.randn(img.shape, generator=g)
    return img, y


def rotate_batch(x):
    k = torch.randint(0, 4, (x.size(0),))
    out = torch.stack([torch.rot90(img, int(r), dims=(1, 2)) for img, r in zip(x, k)])
    return out, k


def warmup_cosine(epoch, args):
    if epoch < args.warmup_epochs:
        return (epoch + 1) / args.warmup_epochs
    t = (epoch - args.warmup_epochs) / max(1, args.epochs - args.warmup_epochs)
    return 0.5 * (1 + math.cos(math.pi * t))


def balanced_accuracy(pred, y, num_classes):
    recalls = [((pred == c) & (y == c)).sum().item() / max(1, (y == c).sum().item())
               for c in range(num_classes)]
    return sum(recalls) / num_classes
