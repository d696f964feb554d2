"""DCGAN-style generator/discriminator on 8x8 synthetic glyphs, with a minimal scalar logger."""
import argparse
import json
import os
from collections import defaultdict

import torch
import torch.nn as nn


class ScalarLogger:
    def __init__(self, path):
        self.path = path
        self.data = defaultdict(list)

    def add_scalar(self, tag, value, step):
        self.data[tag].append((step, value))

    def close(self):
        with open(self.path, "w") as f:
            json.dump(self.data, f)


def glyphs(n, seed=0):
    """8x8 crosses, bars and boxes with jitter, scaled to [-1, 1]."""
    g = torch.Generator().manual_seed(seed)
    imgs = -torch.ones(n, 1, 8, 8)
    kind = torch.randint(0, 3, (n,), generator=g)
    off = torch.randint(1, 3, (n,), generator=g)
    for i in range(n):
        o = int(off[i])
        if kind[i] == 0:
            imgs[i, 0, o + 2, :] = 1
            imgs[i, 0, :, o + 2] = 1
        elif kind[i] == 1:
            imgs[i, 0, :, o:o + 2] = 1
        else:
            imgs[i, 0, o:o + 5, o] = imgs[i, 0, o:o + 5, o + 4] = 1
            imgs[i, 0, o, o:o + 5] = imgs[i, 0, o + 4, o:o + 5] = 1
    return imgs


class Generator(nn.Module):
    def __init__(self, nz=16, ngf=32):
        super().__init__()
        self.net = nn.Sequential(
            nn.ConvTranspose2d(nz, ngf * 2, 4, 1, 0, bias=False), nn.BatchNorm2d(ngf * 2), nn.ReLU(True),
            nn.ConvTranspose2d(ngf * 2, ngf, 4, 2, 1, bias=False), nn.BatchNorm2d(ngf), nn.ReLU(True),
            nn.Conv2d(ngf, 1, 3, 1, 1), nn.Tanh(),
        )

    def forward(self, z):
        return self.net(z)


class Discriminator(nn.Module):
    def __init__(self, ndf=32):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(1, ndf, 4, 2, 1), nn.LeakyReLU(0.2, True),
            nn.Conv2d(ndf, ndf * 2, 4, 2, 1, bias=False), nn.BatchNorm2d(ndf * 2), nn.LeakyReLU(0.2, True),
            nn.Conv2d(ndf * 2, 1, 2, 1, 0),
        )

    def forward(self, x):
        return self.net(x).view(-1)


def weights_init(m):
    if isinstance(m, (nn.Conv2d, nn.ConvTranspose2d)):
        nn.init.normal_(m.weight, 0.0, 0.02)
    elif isinstance(m, nn.BatchNorm2d):
        nn.init.normal_(m.weight, 1.0, 0.02)
        nn.init.zeros_(m.bias)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nz", type=int, default=16)
    ap.add_argument("--epochs", type=int, default=2)
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--lr", type=float, default=2e-4)
    ap.add_argument("--outf", default="gan_out")
    opt = ap.parse_args()
    torch.manual_seed(999)
    os.makedirs(opt.outf, exist_ok=True)

    data = glyphs(256)
    netG, netD = Generator(opt.nz), Discriminator()
    netG.apply(weights_init)
    netD.apply(weights_init)
    criterion = nn.BCEWithLogitsLoss()
    optD = torch.optim.Adam(netD.parameters(), lr=opt.lr, betas=(0.5, 0.999))
    optG = torch.optim.Adam(netG.parameters(), lr=opt.lr, betas=(0.5, 0.999))
    fixed_noise = torch.randn(16, opt.nz, 1, 1)
    logger = ScalarLogger(os.path.join(opt.outf, "scalars.json"))
    G_losses, D_losses, step = [], [], 0

    for epoch in range(opt.epochs):
        perm = torch.randperm(len(data))
        for i in range(0, len(data), opt.batch):
            real = data[perm[i:i + opt.batch]]
            b = real.size(0)
            # (1) Update D: maximize log(D(x)) + log(1 - D(G(z)))
            netD.zero_grad()
            noise = torch.randn(b, opt.nz, 1, 1)
            fake = netG(noise)
            errD_real = criterion(netD(real), torch.ones(b))
            errD_fake = criterion(netD(fake.detach()), torch.zeros(b))
            errD = errD_real + errD_fake
            errD.backward()
            optD.step()
            # (2) Update G: maximize log(D(G(z)))
            netG.zero_grad()
            errG = criterion(netD(fake), torch.ones(b))
            errG.backward()
            optG.step()

            G_losses.append(errG.item())
            D_losses.append(errD.item())
            logger.add_scalar("loss/D", errD.item(), step)
            logger.add_scalar("loss/G", errG.item(), step)
            step += 1
        print(f"[{epoch}/{opt.epochs}] Loss_D {sum(D_losses[-8:]) / 8:.4f} Loss_G {sum(G_losses[-8:]) / 8:.4f}")
        with torch.no_grad():
            samples = netG(fixed_noise)
        torch.save({"samples": samples, "G": netG.state_dict(), "D": netD.state_dict()},
                   os.path.join(opt.outf, f"epoch_{epoch}.pt"))
    logger.close()


if __name__ == "__main__":
    main()
