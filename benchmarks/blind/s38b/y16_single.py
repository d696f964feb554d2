"""Fast style transfer: a small transformer network trained against Gram-matrix style targets."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


class Features(nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = nn.ModuleList([
            nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.ReLU()),
            nn.Sequential(nn.Conv2d(16, 32, 3, padding=1, stride=2), nn.ReLU()),
        ])
        self.requires_grad_(False)

    def forward(self, x):
        outs = []
        for b in self.blocks:
            x = b(x)
            outs.append(x)
        return outs


class TransformNet(nn.Module):
    def __init__(self, ch=16):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(3, ch, 3, padding=1), nn.InstanceNorm2d(ch, affine=True), nn.ReLU(inplace=True),
            nn.Conv2d(ch, ch, 3, padding=1), nn.InstanceNorm2d(ch, affine=True), nn.ReLU(inplace=True),
            nn.Conv2d(ch, 3, 3, padding=1),
        )

    def forward(self, x):
        return torch.sigmoid(self.net(x) + x)


def gram(feat):
    b, c, h, w = feat.shape
    f = feat.reshape(b, c, h * w)
    g = torch.bmm(f, f.transpose(1, 2))
    g.div_(c * h * w)
    return g


def stripes(n, size):
    idx = torch.arange(size).float()
    s = (torch.sin(idx[None, :] / 2 + idx[:, None] / 3) > 0).float()
    return torch.stack([s, 0.2 * s, 1 - s]).unsqueeze(0).expand(n, -1, -1, -1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=12)
    ap.add_argument("--size", type=int, default=24)
    ap.add_argument("--style-weight", type=float, default=50.0)
    args = ap.parse_args()
    torch.manual_seed(0)

    feats = Features().eval()
    model = TransformNet()
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    with torch.no_grad():
        style_grams = [gram(f) for f in feats(stripes(1, args.size))]

    for step in range(args.steps):
        content = torch.rand(4, 3, args.size, args.size)
        opt.zero_grad()
        out = model(content)
        out_feats = feats(out)
        with torch.no_grad():
            content_feats = feats(content)
        c_loss = F.mse_loss(out_feats[-1], content_feats[-1])
        s_loss = sum(F.mse_loss(gram(f), g.expand(f.shape[0], -1, -1)) for f, g in zip(out_feats, style_grams))
        loss = c_loss + args.style_weight * s_loss
        loss.backward()
        opt.step()
        if step % 4 == 0:
            print(f"step {step} content {c_loss.item():.4f} style {s_loss.item():.6f}")


if __name__ == "__main__":
    main()
