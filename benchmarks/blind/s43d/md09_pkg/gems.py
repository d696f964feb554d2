"""Synthetic gemmological readings of opal pieces, five play-of-colour patterns."""
import torch

PATTERNS = ["none", "pinfire", "flash", "broad-flash", "harlequin"]
READINGS = ["body_tone", "brightness", "red_fraction", "patch_size_mm", "patch_count",
            "directionality", "crazing_index", "silica_sphere_nm"]


def grade_lot(n, gen):
    pattern = torch.randint(0, len(PATTERNS), (n,), generator=gen)
    p = pattern.float()
    body = 3 + torch.randn(n, generator=gen)
    bright = 1 + 0.6 * p + 1.14 * torch.randn(n, generator=gen)
    red = 0.05 + 0.08 * p + 0.25 * torch.rand(n, generator=gen)
    size = 0.3 + 0.9 * p + 2.5 * torch.rand(n, generator=gen)
    count = 40 - 7 * p + 14 * torch.randn(n, generator=gen)
    direc = torch.sin(p) + 0.14 * torch.randn(n, generator=gen)
    craze = torch.rand(n, generator=gen)
    sphere = 150 + 25 * p + 60 * torch.randn(n, generator=gen)
    return torch.stack([body, bright, red, size, count, direc, craze, sphere], 1), pattern
