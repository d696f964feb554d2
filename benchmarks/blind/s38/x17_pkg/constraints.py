import torch


@torch.no_grad()
def project_nonnegative_(decoder, floor=0.0):
    decoder.endmembers.clamp_(min=floor)


def pick_extreme_pixels(pixels, k):
    """Greedy vertex picking (ATGP-like): repeatedly take the pixel furthest from the current span."""
    chosen = [int(pixels.norm(dim=1).argmax())]
    for _ in range(k - 1):
        basis = pixels[chosen].T
        proj = basis @ torch.linalg.pinv(basis)
        resid = pixels - pixels @ proj.T
        chosen.append(int(resid.norm(dim=1).argmax()))
    return pixels[chosen].clone()


def spectral_angle(a, b):
    cos = (a * b).sum(-1) / (a.norm(dim=-1) * b.norm(dim=-1))
    return torch.rad2deg(torch.arccos(cos.clamp(-1, 1)))
