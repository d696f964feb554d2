import torch


def weak(images):
    flip = torch.rand(len(images), 1, 1, 1) < 0.5
    return torch.where(flip, images.flip(3), images)


def strong(images, holes=1, size=8):
    out = weak(images) * (0.7 + 0.6 * torch.rand(len(images), 1, 1, 1))
    out = out + 0.3 * torch.randn_like(out)
    for _ in range(holes):
        cy, cx = torch.randint(0, images.shape[2] - size, (2,))
        out[:, :, cy:cy + size, cx:cx + size] = 0.0
    return torch.roll(out, shifts=tuple(torch.randint(-2, 3, (2,)).tolist()), dims=(2, 3))
