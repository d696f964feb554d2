"""8x8 left-right symmetric 'space invader' sprites, generated procedurally."""
import torch


def random_sprites(n, size=8, fill=0.45, generator=None):
    half = size // 2
    left = (torch.rand(n, size, half, generator=generator) < fill).float()
    # keep a solid body in the middle rows so they look like critters
    left[:, 2:6, half - 1] = 1.0
    sprite = torch.cat([left, left.flip(-1)], dim=-1)
    return sprite.view(n, size * size) * 2 - 1          # pixels in {-1, 1}


def body_score(batch, size=8):
    """Fraction of 'on' pixels in the solid body block (1.0 for every real sprite)."""
    img = batch.view(-1, size, size)
    mid = size // 2
    return (img[:, 2:6, mid - 1:mid + 1] > 0).float().mean().item()


def ascii_art(sprite, size=8):
    img = sprite.view(size, size)
    return "\n".join("".join("#" if v > 0 else "." for v in row) for row in img)
