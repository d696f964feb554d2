"""x2 single-image super-resolution with an L1 + perceptual (feature-matching) objective.

The perceptual network is a frozen VGG-style conv stack; load real weights with
--feature-weights, otherwise random conv features are used (which still work
surprisingly well as a texture prior).
"""
import argparse
import math
import os

import torch
import torch.nn as nn
import torch.nn.functional as F


class ResBlock(nn.Module):
    def __init__(self, ch, res_scale=0.1):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(ch, ch, 3, padding=1), nn.ReLU(inplace=True),
                                  nn.Conv2d(ch, ch, 3, padding=1))
        self.res_scale = res_scale

    def forward(self, x):
        return x + self.res_scale * self.body(x)


class EDSRLite(nn.Module):
    def __init__(self, ch=48, n_blocks=6, scale=2):
        super().__init__()
        self.head = nn.Conv2d(3, ch, 3, padding=1)
        self.body = nn.Sequential(*[ResBlock(ch) for _ in range(n_blocks)], nn.Conv2d(ch, ch, 3, padding=1))
        self.tail = nn.Sequential(nn.Conv2d(ch, 3 * scale * scale, 3, padding=1), nn.PixelShuffle(scale))

    def forward(self, lr):
        h = self.head(lr)
        return self.tail(h + self.body(h)) + F.interpolate(lr, scale_factor=2, mode="bicubic",
                                                           align_corners=False)


class VGGFeatures(nn.Module):
    """relu1_2 / relu2_2 / relu3_3-like taps of a VGG-ish stack."""

    def __init__(self):
        super().__init__()
        def block(cin, cout, n):
            layers = []
            for i in range(n):
                layers += [nn.Conv2d(cin if i == 0 else cout, cout, 3, padding=1), nn.ReLU()]
            return nn.Sequential(*layers)
        self.slice1 = block(3, 32, 2)
        self.slice2 = nn.Sequential(nn.MaxPool2d(2), block(32, 64, 2))
        self.slice3 = nn.Sequential(nn.MaxPool2d(2), block(64, 128, 3))
        self.register_buffer("mean", torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1))
        self.register_buffer("std", torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1))

    def forward(self, x):
        x = (x - self.mean) / self.std
        f1 = self.slice1(x)
        f2 = self.slice2(f1)
        f3 = self.slice3(f2)
        return [f1, f2, f3]


class PerceptualLoss(nn.Module):
    def __init__(self, feature_net, layer_weights=(0.1, 0.3, 1.0)):
        super().__init__()
        self.net = feature_net.eval()
        self.net.requires_grad_(False)
        self.layer_weights = layer_weights

    def train(self, mode=True):
        super().train(mode)
        self.net.eval()  # keep the frozen network in eval mode whatever the parent does
        return self

    def forward(self, sr, hr):
        sr_feats = self.net(sr)
        with torch.no_grad():
            hr_feats = self.net(hr)
        return sum(w * F.l1_loss(a, b) for w, a, b in zip(self.layer_weights, sr_feats, hr_feats))


def random_patches(n, size=48, seed=None):
    g = torch.Generator().manual_seed(seed) if seed is not None else None
    freq = torch.rand(n, 3, 1, 1, generator=g) * 6 + 1
    phase = torch.rand(n, 3, 1, 1, generator=g) * 2 * math.pi
    yy, xx = torch.meshgrid(torch.linspace(0, 1, size), torch.linspace(0, 1, size), indexing="ij")
    hr = 0.5 + 0.5 * torch.sin(freq * (xx + yy * 0.7) * 2 * math.pi + phase)
    lr = F.interpolate(hr, scale_factor=0.5, mode="bicubic", align_corners=False).clamp(0, 1)
    return lr, hr


def psnr(a, b):
    return 10 * torch.log10(1.0 / F.mse_loss(a.clamp(0, 1), b)).item()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--iters", type=int, default=3000)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=2e-4)
    ap.add_argument("--lambda-perc", type=float, default=0.05)
    ap.add_argument("--feature-weights", default="vgg_features.pth")
    ap.add_argument("--val-every", type=int, default=250)
    args = ap.parse_args()
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

    feats = VGGFeatures()
    if os.path.exists(args.feature_weights):
        feats.load_state_dict(torch.load(args.feature_weights, map_location="cpu"))
    perceptual = PerceptualLoss(feats).to(device)

    model = EDSRLite().to(device)
    opt = torch.optim.Adam(model.parameters(), lr=args.lr, betas=(0.9, 0.99))
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[args.iters // 2], gamma=0.5)
    val_lr, val_hr = random_patches(32, seed=123)
    val_lr, val_hr = val_lr.to(device), val_hr.to(device)

    for it in range(1, args.iters + 1):
        model.train()
        lr_img, hr_img = random_patches(args.batch)
        lr_img, hr_img = lr_img.to(device), hr_img.to(device)
        sr = model(lr_img)
        pix = F.l1_loss(sr, hr_img)
        perc = perceptual(sr, hr_img)
        loss = pix + args.lambda_perc * perc
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()

        if it % args.val_every == 0:
            model.eval()
            with torch.no_grad():
                sr_val = model(val_lr)
            print(f"it {it:5d} l1 {pix.item():.4f} perc {perc.item():.4f} val PSNR {psnr(sr_val, val_hr):.2f} dB")


if __name__ == "__main__":
    main()
