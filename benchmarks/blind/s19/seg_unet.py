"""Tiny U-Net for binary segmentation of synthetic blobs."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Cfg:
    size: int = 32
    batch: int = 8
    train_batches: int = 15
    val_batches: int = 4
    epochs: int = 2
    lr: float = 3e-3
    width: int = 8


def blob_batch(n, size, gen):
    yy, xx = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    imgs, masks = [], []
    for _ in range(n):
        cy, cx = torch.randint(6, size - 6, (2,), generator=gen).tolist()
        r = int(torch.randint(3, 8, (1,), generator=gen))
        mask = ((yy - cy) ** 2 + (xx - cx) ** 2 <= r * r).float()
        img = mask * 0.8 + 0.3 * torch.randn(size, size, generator=gen)
        imgs.append(img.unsqueeze(0))
        masks.append(mask.unsqueeze(0))
    return torch.stack(imgs), torch.stack(masks)


def conv_block(cin, cout):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
        nn.Conv2d(cout, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
    )


class TinyUNet(nn.Module):
    def __init__(self, width=8):
        super().__init__()
        self.enc1 = conv_block(1, width)
        self.enc2 = conv_block(width, width * 2)
        self.up = nn.ConvTranspose2d(width * 2, width, 2, stride=2)
        self.dec1 = conv_block(width * 2, width)
        self.head = nn.Conv2d(width, 1, 1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        d1 = self.dec1(torch.cat([self.up(e2), e1], dim=1))
        return self.head(d1)


def dice_loss(logits, target, eps=1.0):
    p = torch.sigmoid(logits)
    inter = (p * target).sum(dim=(1, 2, 3))
    denom = p.sum(dim=(1, 2, 3)) + target.sum(dim=(1, 2, 3))
    return 1 - ((2 * inter + eps) / (denom + eps)).mean()


def train_one_epoch(model, batches, opt):
    model.train()
    for img, mask in batches:
        logits = model(img)
        loss = F.binary_cross_entropy_with_logits(logits, mask) + dice_loss(logits, mask)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
    return loss.item()


def evaluate(model, batches, threshold=0.5):
    model.eval()
    inter = union = 0.0
    for img, mask in batches:
        probs = torch.sigmoid(model(img))
        pred = (probs > threshold).float()
        inter += (pred * mask).sum().item()
        union += ((pred + mask) > 0).float().sum().item()
    return inter / max(union, 1.0)


def main(cfg=Cfg()):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    train = [blob_batch(cfg.batch, cfg.size, gen) for _ in range(cfg.train_batches)]
    val = [blob_batch(cfg.batch, cfg.size, gen) for _ in range(cfg.val_batches)]
    model = TinyUNet(cfg.width)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    for epoch in range(cfg.epochs):
        last = train_one_epoch(model, train, opt)
        iou = evaluate(model, val)
        print(f"epoch {epoch}: last loss {last:.3f} val IoU {iou:.3f}")


if __name__ == "__main__":
    main()
