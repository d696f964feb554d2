import torch
import torch.nn as nn
import torch.nn.functional as F


def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class Encoder(nn.Module):
    def __init__(self, in_chans, w):
        super().__init__()
        self.stem = nn.Conv2d(in_chans, w, 3, padding=1)
        self.enc1 = block(w, w)
        self.enc2 = block(w, 2 * w)
        self.enc3 = block(2 * w, 4 * w)

    def forward(self, x):
        e1 = self.enc1(self.stem(x))
        e2 = self.enc2(F.max_pool2d(e1, 2))
        e3 = self.enc3(F.max_pool2d(e2, 2))
        return e1, e2, e3


class GlomUNet(nn.Module):
    def __init__(self, in_chans=3, w=16):
        super().__init__()
        self.encoder = Encoder(in_chans, w)
        self.dec2 = block(4 * w + 2 * w, 2 * w)
        self.dec1 = block(2 * w + w, w)
        self.seg = nn.Conv2d(w, 1, 1)

    def forward(self, x):
        e1, e2, e3 = self.encoder(x)
        d2 = self.dec2(torch.cat([F.interpolate(e3, scale_factor=2), e2], 1))
        d1 = self.dec1(torch.cat([F.interpolate(d2, scale_factor=2), e1], 1))
        return self.seg(d1)


def pretrained_unet(w, seed=0):
    """Stand-in for an ImageNet-pretrained encoder: deterministic RGB weights."""
    g = torch.Generator().manual_seed(seed)
    net = GlomUNet(3, w)
    with torch.no_grad():
        for p in net.encoder.parameters():
            p.copy_(torch.randn(p.shape, generator=g) * 0.1)
    return net


def widen_stem(stem, in_chans):
    """Return a stem conv taking `in_chans` inputs; extra channels start from the RGB mean."""
    new = nn.Conv2d(in_chans, stem.out_channels, stem.kernel_size, stem.stride, stem.padding)
    with torch.no_grad():
        new.weight[:, :3] = stem.weight
        new.weight[:, 3:] = stem.weight.mean(1, keepdim=True)
        new.bias.copy_(stem.bias)
    return new
