import torch


def coordinate_grid(resolution):
    axis = torch.linspace(-1.0, 1.0, resolution)
    yy, xx = torch.meshgrid(axis, axis, indexing="ij")
    return torch.stack([xx, yy], dim=-1).reshape(-1, 2)


PATTERNS = {
    "rings": lambda c: torch.cos(8.0 * c.norm(dim=-1)),
    "checker": lambda c: torch.sign(torch.sin(6.0 * c[:, 0]) * torch.sin(6.0 * c[:, 1])),
}


def make_field(resolution, pattern):
    coords = coordinate_grid(resolution)
    target = PATTERNS[pattern](coords).unsqueeze(-1)
    return coords, target


def psnr(pred, target):
    mse = (pred - target).pow(2).mean()
    return (10 * torch.log10(4.0 / mse)).item()
