"""Licence-plate corner localisation (4 keypoint heatmaps) on synthetic car-front crops.

Stage 1 pre-trains the backbone on plate-centre heatmaps; stage 2 swaps in a 4-corner head,
then the model is fused (conv+BN) for export and scored with PCK in NumPy.
"""
from __future__ import annotations

import argparse
import copy
from dataclasses import dataclass
from typing import Dict, Tuple

import numpy as np
import torch
import torch.nn.functional as F
from torch import Tensor, nn


@dataclass
class Config:
    size: int = 48
    n_train: int = 192
    n_val: int = 48
    pretrain_epochs: int = 2
    epochs: int = 6
    batch_size: int = 16
    lr: float = 2e-3
    sigma: float = 1.0
    amp: bool = False


def car_fronts(n: int, size: int, seed: int) -> Tuple[Tensor, Tensor]:
    """Returns images and (n, 4, 2) plate corners (TL, TR, BR, BL) in pixels."""
    g = torch.Generator().manual_seed(seed)
    yy, xx = torch.meshgrid(torch.arange(size).float(), torch.arange(size).float(), indexing="ij")
    imgs, corners = torch.empty(n, 3, size, size), torch.empty(n, 4, 2)
    for i in range(n):
        body = torch.rand(3, generator=g)[:, None, None] * 0.6 + 0.1
        img = body.expand(3, size, size).clone() + 0.03 * torch.randn(3, size, size, generator=g)
        cx, cy = (size / 2 + 6 * (torch.rand(2, generator=g) * 2 - 1)).tolist()
        hw, hh = 12 + 4 * float(torch.rand(1, generator=g)), 4 + 2 * float(torch.rand(1, generator=g))
        skew = 3 * (float(torch.rand(1, generator=g)) * 2 - 1)
        c = torch.tensor([[cx - hw, cy - hh - skew], [cx + hw, cy - hh + skew],
                          [cx + hw, cy + hh + skew], [cx - hw, cy + hh - skew]])
        t = (xx - (cx - hw)) / (2 * hw)
        top = c[0, 1] + t * (c[1, 1] - c[0, 1])
        inside = (t >= 0) & (t <= 1) & (yy >= top) & (yy <= top + 2 * hh)
        img[:, inside] = 0.95
        chars = inside & (torch.sin(xx * 1.3) > 0.4) & ((yy - top - hh).abs() < hh * 0.6)
        img[:, chars] = 0.1
        imgs[i], corners[i] = img.clamp(0, 1), c
    return imgs, corners


def heatmaps(points: Tensor, size: int, stride: int, sigma: float) -> Tensor:
    n = size // stride
    ys, xs = torch.meshgrid(torch.arange(n).float(), torch.arange(n).float(), indexing="ij")
    p = points / stride
    return torch.exp(-((xs - p[..., 0, None, None]) ** 2 + (ys - p[..., 1, None, None]) ** 2) / (2 * sigma ** 2))


class ConvBN(nn.Sequential):
    def __init__(self, c_in: int, c_out: int, s: int = 1) -> None:
        super().__init__(nn.Conv2d(c_in, c_out, 3, s, 1, bias=False), nn.BatchNorm2d(c_out), nn.ReLU())


class PlateNet(nn.Module):
    stride = 2

    def __init__(self, num_points: int = 1, width: int = 24) -> None:
        super().__init__()
        self.backbone = nn.Sequential(ConvBN(3, width, 2), ConvBN(width, width), ConvBN(width, width))
        self.head = nn.Conv2d(width, num_points, 3, padding=1)

    def forward(self, x: Tensor) -> Tensor:
        return self.head(self.backbone(x))


@torch.no_grad()
def fuse_conv_bn(model: nn.Module) -> nn.Module:
    for seq in model.modules():
        if isinstance(seq, ConvBN):
            conv, bn = seq[0], seq[1]
            scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
            conv.weight = nn.Parameter(conv.weight * scale[:, None, None, None])
            conv.bias = nn.Parameter(bn.bias - bn.running_mean * scale)
            seq[1] = nn.Identity()
    return model


def build_training(cfg: Config, pretrained: Dict[str, Tensor]) -> Tuple[PlateNet, torch.optim.Optimizer,
                                                                       torch.optim.lr_scheduler.LRScheduler,
                                                                       torch.cuda.amp.GradScaler]:
    model = PlateNet(num_points=1)
    model.load_state_dict(pretrained)
    model.head = nn.Conv2d(model.head.in_channels, 4, 3, padding=1)      # 4 corner heatmaps
    optimizer = torch.optim.AdamW([{"params": model.backbone.parameters(), "lr": cfg.lr * 0.3},
                                   {"params": model.head.parameters()}], lr=cfg.lr)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=cfg.epochs)
    return model, optimizer, scheduler, torch.cuda.amp.GradScaler(enabled=cfg.amp)


def fit(model: nn.Module, optimizer: torch.optim.Optimizer, scaler: torch.cuda.amp.GradScaler,
        x: Tensor, target: Tensor, cfg: Config) -> float:
    model.train()
    total = 0.0
    for s in range(0, len(x), cfg.batch_size):
        with torch.autocast("cpu", enabled=cfg.amp):
            loss = F.mse_loss(model(x[s:s + cfg.batch_size]), target[s:s + cfg.batch_size]) * 100
        optimizer.zero_grad()
        scaler.scale(loss).backward()
        scaler.unscale_(optimizer)
        nn.utils.clip_grad_norm_(model.parameters(), 10.0)
        scaler.step(optimizer)
        scaler.update()
        total += loss.item()
    return total / (len(x) // cfg.batch_size)


@torch.no_grad()
def pck(model: nn.Module, x: Tensor, corners: Tensor, thr: float = 3.0) -> float:
    model.eval()
    hm = model(x)
    n, k, h, w = hm.shape
    flat = hm.flatten(2).argmax(-1)
    pred = torch.stack([flat % w, flat // w], -1).float() * PlateNet.stride
    err = np.linalg.norm(pred.cpu().numpy() - corners.numpy(), axis=-1)
    return float((err < thr).mean())


def main(cfg: Config) -> None:
    torch.manual_seed(0)
    x, c = car_fronts(cfg.n_train, cfg.size, seed=0)
    xv, cv = car_fronts(cfg.n_val, cfg.size, seed=1)
    # stage 1: plate-centre pretraining
    pre = PlateNet(num_points=1)
    pre_opt = torch.optim.AdamW(pre.parameters(), lr=cfg.lr)
    centre = heatmaps(c.mean(1, keepdim=True), cfg.size, PlateNet.stride, cfg.sigma * 2)
    pre_scaler = torch.cuda.amp.GradScaler(enabled=False)
    for e in range(cfg.pretrain_epochs):
        print(f"pretrain {e}: loss {fit(pre, pre_opt, pre_scaler, x, centre, cfg):.4f}")
    # stage 2: corners
    model, optimizer, scheduler, scaler = build_training(cfg, copy.deepcopy(pre.state_dict()))
    target = heatmaps(c, cfg.size, PlateNet.stride, cfg.sigma)
    for epoch in range(cfg.epochs):
        loss = fit(model, optimizer, scaler, x, target, cfg)
        scheduler.step()
        print(f"epoch {epoch}: loss {loss:.4f}  PCK@3px {pck(model, xv, cv):.3f}")
    before = pck(model, xv, cv)
    fused = fuse_conv_bn(copy.deepcopy(model).eval())
    print(f"export: fused PCK@3px {pck(fused, xv, cv):.3f} (unfused {before:.3f}), "
          f"params {sum(p.numel() for p in fused.parameters())}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--epochs", type=int, default=Config.epochs)
    ap.add_argument("--amp", action="store_true")
    a = ap.parse_args()
    main(Config(epochs=a.epochs, amp=a.amp))
