"""PointNet-style classifier for sampled 3-D primitive surfaces."""
import math

import torch
import torch.nn.functional as F
from torch import nn

SHAPES = ("sphere", "cube", "cylinder", "cone", "torus", "plane")
POINTS = 128


def sample_surface(shape, count, generator):
    u = torch.rand(count, POINTS, generator=generator)
    v = torch.rand(count, POINTS, generator=generator)
    if shape == "sphere":
        theta, z = 2 * math.pi * u, 2 * v - 1
        r = (1 - z ** 2).sqrt()
        pts = torch.stack([r * theta.cos(), r * theta.sin(), z], -1)
    elif shape == "cube":
        face = torch.randint(0, 6, (count, POINTS), generator=generator)
        pts = torch.stack([2 * u - 1, 2 * v - 1, torch.ones_like(u)], -1)
        sign = torch.where(face % 2 == 0, 1.0, -1.0).unsqueeze(-1)
        axis = face // 2
        pts = torch.where((axis == 0).unsqueeze(-1), pts[..., [2, 0, 1]], pts)
        pts = torch.where((axis == 1).unsqueeze(-1), pts[..., [0, 2, 1]], pts)
        pts = pts * torch.where(torch.arange(3) == axis.unsqueeze(-1), sign, torch.ones(1))
    elif shape == "cylinder":
        theta = 2 * math.pi * u
        pts = torch.stack([theta.cos(), theta.sin(), 2 * v - 1], -1)
    elif shape == "cone":
        theta, h = 2 * math.pi * u, v.sqrt()
        pts = torch.stack([h * theta.cos(), h * theta.sin(), 1 - 2 * h], -1)
    elif shape == "torus":
        theta, phi = 2 * math.pi * u, 2 * math.pi * v
        ring = 0.7 + 0.3 * phi.cos()
        pts = torch.stack([ring * theta.cos(), ring * theta.sin(), 0.3 * phi.sin()], -1)
    else:
        pts = torch.stack([2 * u - 1, 2 * v - 1, torch.zeros_like(u)], -1)
    return pts


def random_rotation(count, generator):
    q = torch.randn(count, 4, generator=generator)
    q = q / q.norm(dim=1, keepdim=True)
    w, x, y, z = q.unbind(1)
    return torch.stack([
        1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w),
        2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w),
        2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y),
    ], 1).view(count, 3, 3)


def dataset(per_shape, generator):
    clouds, labels = [], []
    for label, shape in enumerate(SHAPES):
        clouds.append(sample_surface(shape, per_shape, generator))
        labels.append(torch.full((per_shape,), label))
    clouds = torch.cat(clouds)
    return clouds @ random_rotation(clouds.size(0), generator), torch.cat(labels)


def augment_(batch, generator):
    batch.mul_(0.8 + 0.4 * torch.rand(batch.size(0), 1, 1, generator=generator))
    batch.add_(0.02 * torch.randn(batch.shape, generator=generator))
    batch.sub_(batch.mean(dim=1, keepdim=True))
    return batch


class PointNet(nn.Module):
    def __init__(self, classes, widths=(32, 64, 128)):
        super().__init__()
        self.lift = nn.Conv1d(3, widths[0], 1)
        self.bn0 = nn.BatchNorm1d(widths[0])
        self.mix = nn.Conv1d(widths[0], widths[0], 1)
        self.bn1 = nn.BatchNorm1d(widths[0])
        self.expand = nn.Conv1d(widths[0], widths[1], 1)
        self.bn2 = nn.BatchNorm1d(widths[1])
        self.project = nn.Conv1d(widths[1], widths[2], 1)
        self.centroid = nn.Linear(3, widths[2])
        self.head = nn.Sequential(nn.Linear(widths[2], 64), nn.ReLU(inplace=True),
                                  nn.Dropout(0.3), nn.Linear(64, classes))

    def forward(self, clouds):
        x = clouds.transpose(1, 2)
        h = F.relu(self.bn0(self.lift(x)), inplace=True)
        skip = h
        h = self.bn1(self.mix(h))
        h += skip
        h.relu_()
        h = F.relu(self.bn2(self.expand(h)), inplace=True)
        h = self.project(h)
        h += self.centroid(clouds.mean(dim=1)).unsqueeze(-1)
        pooled = h.max(dim=2).values
        pooled.mul_(1.0 / math.sqrt(pooled.size(1)))
        return self.head(pooled)


@torch.no_grad()
def accuracy(model, clouds, labels):
    model.eval()
    hits = (model(clouds).argmax(1) == labels).float().mean().item()
    model.train()
    return hits


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    clouds, labels = dataset(per_shape=160, generator=generator)
    order = torch.randperm(labels.numel(), generator=generator)
    clouds, labels = clouds[order], labels[order]
    cut = 768
    model = PointNet(len(SHAPES))
    optimizer = torch.optim.Adam(model.parameters(), lr=2e-3)
    scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=8)
    print(f"test acc before {accuracy(model, clouds[cut:], labels[cut:]):.3f}")
    for epoch in range(8):
        perm = torch.randperm(cut, generator=generator)
        total = 0.0
        for rows in perm.split(32):
            batch = augment_(clouds[rows].clone(), generator)
            loss = F.cross_entropy(model(batch), labels[rows])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            total += loss.item() * rows.numel()
        scheduler.step()
        if epoch % 2 == 1:
            print(f"epoch {epoch}: ce {total / cut:.3f} test acc {accuracy(model, clouds[cut:], labels[cut:]):.3f}")


if __name__ == "__main__":
    main()
