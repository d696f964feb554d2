"""Tooth / restoration segmentation on synthetic dental panoramic strips.

Encoder-decoder with class-weighted CE + Dice, EMA evaluation, hook list, Logger.
"""
from __future__ import annotations

import argparse
import copy
from dataclasses import dataclass
from typing import Callable, Dict, List, Tuple

import torch
import torch.nn.functional as F
from torch import Tensor, nn

CLASSES = ("background", "tooth", "restoration")


@dataclass
class Options:
    height: int = 32
    width: int = 96
    n_train: int = 128
    n_val: int = 32
    epochs: int = 6
    batch_size: int = 8
    lr: float = 2e-3
    dice_weight: float = 1.0
    amp: bool = False


def synth_panoramic(n: int, h: int, w: int, seed: int) -> Tuple[Tensor, Tensor]:
    """A row of crowns along a jaw arc; some carry bright amalgam fillings."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(h).float(), torch.arange(w).float(), indexing="ij")
    imgs, masks = torch.empty(n, 1, h, w), torch.zeros(n, h, w, dtype=torch.long)
    for i in range(n):
        img = 0.2 + 0.05 * torch.randn(h, w, generator=g)
        x = 4.0
        while x < w - 8:
            tw = 6 + 3 * float(torch.rand(1, generator=g))
            arc = 6 + 8 * ((x - w / 2) / (w / 2)) ** 2
            cy, cx = arc + 9, x + tw / 2
            tooth = ((xx - cx) / (tw / 2)) ** 2 + ((yy - cy) / 8) ** 2 < 1
            img[tooth] = 0.6 + 0.05 * torch.randn(int(tooth.sum()), generator=g)
            masks[i][tooth] = 1
            if float(torch.rand(1, generator=g)) < 0.3:
                fill = tooth & ((yy - (cy - 3)).abs() < 2) & ((xx - cx).abs() < tw / 4)
                img[fill] = 0.97
                masks[i][fill] = 2
            x += tw + 1 + 2 * float(torch.rand(1, generator=g))
        imgs[i, 0] = img.clamp(0, 1)
    return imgs, masks


class EncoderDecoder(nn.Module):
    def __init__(self, num_classes: int = 3, c: int = 16) -> None:
        super().__init__()
        self.enc1 = nn.Sequential(nn.Conv2d(1, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(inplace=True))
        self.enc2 = nn.Sequential(nn.Conv2d(c, 2 * c, 3, 2, 1), nn.BatchNorm2d(2 * c), nn.ReLU(inplace=True),
                                  nn.Conv2d(2 * c, 2 * c, 3, padding=1), nn.BatchNorm2d(2 * c),
                                  nn.ReLU(inplace=True))
        self.up = nn.ConvTranspose2d(2 * c, c, 2, 2)
        self.dec = nn.Sequential(nn.Conv2d(2 * c, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(inplace=True))
        self.cls_seg = nn.Conv2d(c, num_classes, 1)

    def forward(self, x: Tensor) -> Tensor:
        e1 = self.enc1(x)
        e2 = self.enc2(e1)
        return self.cls_seg(self.dec(torch.cat([self.up(e2), e1], 1)))


class DiceLoss(nn.Module):
    def __init__(self, class_weight: Tensor, smooth: float = 1.0) -> None:
        super().__init__()
        self.register_buffer("class_weight", class_weight)
        self.smooth = smooth

    def forward(self, logits: Tensor, target: Tensor) -> Tensor:
        probs = logits.softmax(1)
        onehot = F.one_hot(target, probs.shape[1]).permute(0, 3, 1, 2).to(probs)
        inter = (probs * onehot).sum(dim=(0, 2, 3))
        card = probs.sum(dim=(0, 2, 3)) + onehot.sum(dim=(0, 2, 3))
        dice = (2 * inter + self.smooth) / (card + self.smooth)
        return self.class_weight * (1.0 - dice) / self.class_weight.sum()


class ModelEMA:
    def __init__(self, model: nn.Module, decay: float = 0.95) -> None:
        self.ema = copy.deepcopy(model).eval().requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, model: nn.Module) -> None:
        for e, m in zip(self.ema.state_dict().values(), model.state_dict().values()):
            if e.is_floating_point():
                e.mul_(self.decay).add_(m, alpha=1 - self.decay)


class Logger:
    def __init__(self, name: str) -> None:
        self.name = name

    def log(self, epoch: int, metrics: Dict[str, float]) -> None:
        print(f"{self.name} | epoch {epoch} | " + " | ".join(f"{k} {v:.4f}" for k, v in metrics.items()))


def build_training(opt: Options, class_weight: Tensor) -> Tuple[nn.Module, torch.optim.Optimizer,
                                                               torch.optim.lr_scheduler.LRScheduler,
                                                               torch.cuda.amp.GradScaler]:
    model = EncoderDecoder(len(CLASSES))
    optimizer = torch.optim.Adam(model.parameters(), lr=opt.lr)
    scheduler = torch.optim.lr_scheduler.ExponentialLR(optimizer, gamma=0.8)
    scaler = torch.cuda.amp.GradScaler(enabled=opt.amp)
    return model, optimizer, scheduler, scaler


@torch.no_grad()
def mean_dice(model: nn.Module, x: Tensor, y: Tensor) -> Dict[str, float]:
    pred = model(x).argmax(1)
    out = {}
    for c in range(1, len(CLASSES)):
        p, t = pred == c, y == c
        out[f"dice_{CLASSES[c]}"] = float(2 * (p & t).sum() / (p.sum() + t.sum()).clamp(min=1))
    return out


def run(opt: Options) -> None:
    torch.manual_seed(0)
    xtr, ytr = synth_panoramic(opt.n_train, opt.height, opt.width, seed=0)
    xva, yva = synth_panoramic(opt.n_val, opt.height, opt.width, seed=1)
    freq = torch.bincount(ytr.flatten(), minlength=len(CLASSES)).float()
    class_weight = (freq.sum() / freq).log1p()
    model, optimizer, scheduler, scaler = build_training(opt, class_weight)
    dice_loss = DiceLoss(class_weight)
    ema = ModelEMA(model)
    after_iter: List[Callable[[], None]] = [lambda: ema.update(model)]
    logger = Logger("dental-seg")
    for epoch in range(opt.epochs):
        model.train()
        seen = 0.0
        for s in range(0, opt.n_train, opt.batch_size):
            x, y = xtr[s:s + opt.batch_size], ytr[s:s + opt.batch_size]
            with torch.autocast("cpu", enabled=opt.amp):
                logits = model(x)
                loss = F.cross_entropy(logits, y, weight=class_weight) + \
                    opt.dice_weight * dice_loss(logits, y)
            optimizer.zero_grad()
            scaler.scale(loss).backward()
            scaler.unscale_(optimizer)
            nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            scaler.step(optimizer)
            scaler.update()
            for fn in after_iter:
                fn()
            seen += loss.item() * x.shape[0]
        scheduler.step()
        logger.log(epoch, {"loss": seen / opt.n_train, **mean_dice(ema.ema, xva, yva)})


if __name__ == "__main__":
    p = argparse.ArgumentParser()
    p.add_argument("--epochs", type=int, default=Options.epochs)
    p.add_argument("--dice-weight", type=float, default=Options.dice_weight)
    a = p.parse_args()
    run(Options(epochs=a.epochs, dice_weight=a.dice_weight))
