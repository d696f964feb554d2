"""Depth completion: RGB + sparse LiDAR depth -> dense depth map (toy scenes)."""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F


def conv_bn_relu(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())


class SparseToDense(nn.Module):
    def __init__(self, width=16):
        super().__init__()
        self.rgb_enc = conv_bn_relu(3, width)
        self.depth_enc = conv_bn_relu(2, width)
        self.down = nn.Sequential(conv_bn_relu(2 * width, 2 * width, 2), conv_bn_relu(2 * width, 2 * width))
        self.up = nn.Sequential(nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False),
                                conv_bn_relu(2 * width, width))
        self.head = nn.Conv2d(width + 2 * width, 1, 3, padding=1)

    def forward(self, rgb, sparse, mask):
        f = torch.cat([self.rgb_enc(rgb), self.depth_enc(torch.cat([sparse, mask], 1))], 1)
        d = self.up(self.down(f))
        return F.softplus(self.head(torch.cat([d, f], 1)))


def toy_scenes(n, size=32, keep=0.05, seed=0):
    g = torch.Generator().manual_seed(seed)
    yy = torch.linspace(0, 1, size).view(1, size, 1).expand(n, size, size)
    slope = 5 + 10 * torch.rand(n, 1, 1, generator=g)
    depth = 2 + slope * yy                                         # ground plane
    for i in range(n):                                             # one box obstacle per scene
        x0, y0 = torch.randint(4, size - 12, (2,), generator=g).tolist()
        depth[i, y0:y0 + 8, x0:x0 + 8] = float(depth[i, y0, x0]) * 0.6
    depth = depth.unsqueeze(1)
    rgb = torch.cat([depth / 20, 1 - depth / 20, torch.rand(n, 1, size, size, generator=g) * 0.1], 1)
    mask = (torch.rand(n, 1, size, size, generator=g) < keep).float()
    return rgb, depth * mask, mask, depth


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--steps", type=int, default=40)
    p.add_argument("--batch-size", type=int, default=8)
    p.add_argument("--lr", type=float, default=1e-3)
    args = p.parse_args()

    torch.manual_seed(0)
    rgb, sparse, mask, gt = toy_scenes(64)
    model = SparseToDense()
    optimizer = torch.optim.Adam(model.parameters(), lr=args.lr)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=20, gamma=0.5)

    for step in range(args.steps):
        idx = torch.randint(0, rgb.size(0), (args.batch_size,))
        b_rgb, b_sparse, b_mask, b_gt = rgb[idx], sparse[idx], mask[idx], gt[idx]
        if step == 0:
            # start the output at the mean observed depth so early losses are sane
            model.head.bias.fill_(float(b_sparse.sum() / b_mask.sum()))
        pred = model(b_rgb, b_sparse, b_mask)
        loss = F.smooth_l1_loss(pred, b_gt) + 0.1 * F.l1_loss(pred * b_mask, b_sparse)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        if step % 10 == 0:
            with torch.no_grad():
                rmse = (pred - b_gt).pow(2).mean().sqrt()
            print(f"step {step:3d} loss {loss.item():.4f} rmse {rmse.item():.3f}")


if __name__ == "__main__":
    main()
