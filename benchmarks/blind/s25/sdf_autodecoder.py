"""Auto-decoder (DeepSDF-style) for 2-D signed distance fields of circles and boxes.

Every training shape owns a latent code that is optimised jointly with a shared decoder.
"""
from typing import NamedTuple

import torch
from torch import nn


class Setup(NamedTuple):
    shapes: int = 48
    code_dim: int = 8
    code_std: float = 0.01
    width: int = 96
    steps: int = 500
    shapes_per_step: int = 16
    points_per_shape: int = 128
    clamp: float = 0.2
    decoder_lr: float = 2e-3
    code_lr: float = 1e-2


def circle_sdf(points, centre, radius):
    return (points - centre).norm(dim=-1) - radius


def box_sdf(points, centre, half):
    q = (points - centre).abs() - half
    outside = q.clamp(min=0).norm(dim=-1)
    inside = q.max(dim=-1).values.clamp(max=0)
    return outside + inside


def make_shapes(count, generator):
    kinds = torch.randint(2, (count,), generator=generator)
    centres = (torch.rand(count, 2, generator=generator) - 0.5) * 0.8
    sizes = 0.2 + 0.4 * torch.rand(count, 2, generator=generator)
    return kinds, centres, sizes


def distance(shapes, ids, points):
    kinds, centres, sizes = shapes
    centre = centres[ids].unsqueeze(1)
    size = sizes[ids].unsqueeze(1)
    round_ = circle_sdf(points, centre, size[..., 0])
    square = box_sdf(points, centre, size)
    return torch.where(kinds[ids].unsqueeze(1) == 0, round_, square)


class SDFDecoder(nn.Module):
    def __init__(self, code_dim, width):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(code_dim + 2, width), nn.Softplus(beta=20),
            nn.Linear(width, width), nn.Softplus(beta=20),
            nn.Linear(width, 1), nn.Tanh(),
        )

    def forward(self, codes, points):
        codes = codes.unsqueeze(1).expand(-1, points.size(1), -1)
        return self.net(torch.cat([codes, points], dim=-1)).squeeze(-1)


class AutoDecoder:
    def __init__(self, setup):
        self.decoder = SDFDecoder(setup.code_dim, setup.width)
        self.codes = torch.randn(setup.shapes, setup.code_dim, requires_grad=True)
        # DeepSDF starts every code close to the origin
        self.codes = self.codes * setup.code_std

    def param_groups(self, setup):
        return [
            {"params": self.decoder.parameters(), "lr": setup.decoder_lr},
            {"params": [self.codes], "lr": setup.code_lr},
        ]

    def predict(self, ids, points, clamp):
        return clamp * self.decoder(self.codes[ids], points)


@torch.no_grad()
def surface_error(model, shapes, points, setup):
    ids = torch.arange(setup.shapes)
    truth = distance(shapes, ids, points).clamp(-setup.clamp, setup.clamp)
    return (model.predict(ids, points, setup.clamp) - truth).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    setup = Setup()
    gen = torch.Generator().manual_seed(5)
    shapes = make_shapes(setup.shapes, gen)
    probe = torch.rand(setup.shapes, 256, 2, generator=gen) * 2 - 1
    model = AutoDecoder(setup)
    print(f"{setup.shapes} shapes, mean |sdf error| before {surface_error(model, shapes, probe, setup):.4f}")
    optimizer = torch.optim.Adam(model.param_groups(setup))
    for step in range(setup.steps):
        ids = torch.randperm(setup.shapes, generator=gen)[:setup.shapes_per_step]
        points = torch.rand(len(ids), setup.points_per_shape, 2, generator=gen) * 2 - 1
        truth = distance(shapes, ids, points).clamp(-setup.clamp, setup.clamp)
        fit = (model.predict(ids, points, setup.clamp) - truth).abs().mean()
        prior = 1e-4 * model.codes[ids].pow(2).sum(dim=1).mean()
        optimizer.zero_grad()
        (fit + prior).backward()
        optimizer.step()
        if step % 100 == 99:
            print(f"step {step}: l1 {fit.item():.4f}, "
                  f"held-out error {surface_error(model, shapes, probe, setup):.4f}")


if __name__ == "__main__":
    main()
