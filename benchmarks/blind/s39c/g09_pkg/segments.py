"""Seven-segment display digits (meter readings) rendered as noisy 14x8 images."""
import torch

#            a  b  c  d  e  f  g
SEGMENTS = {
    0: (1, 1, 1, 1, 1, 1, 0), 1: (0, 1, 1, 0, 0, 0, 0), 2: (1, 1, 0, 1, 1, 0, 1),
    3: (1, 1, 1, 1, 0, 0, 1), 4: (0, 1, 1, 0, 0, 1, 1), 5: (1, 0, 1, 1, 0, 1, 1),
    6: (1, 0, 1, 1, 1, 1, 1), 7: (1, 1, 1, 0, 0, 0, 0), 8: (1, 1, 1, 1, 1, 1, 1),
    9: (1, 1, 1, 1, 0, 1, 1),
}
H, W = 14, 8


def _draw(digit):
    img = torch.zeros(H, W)
    a, b, c, d, e, f, g = SEGMENTS[digit]
    if a: img[1, 2:6] = 1
    if g: img[6:8, 2:6] = 1
    if d: img[12, 2:6] = 1
    if f: img[1:7, 1] = 1
    if b: img[1:7, 6] = 1
    if e: img[7:13, 1] = 1
    if c: img[7:13, 6] = 1
    return img


TEMPLATES = torch.stack([_draw(d) for d in range(10)])


def make_dataset(n, noise=0.25, seed=0):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, 10, (n,), generator=g)
    imgs = TEMPLATES[labels].clone()
    # uneven LCD contrast, a random shift by up to one pixel, sensor noise
    imgs = imgs * (0.6 + 0.4 * torch.rand(n, 1, 1, generator=g))
    shift = torch.randint(-1, 2, (n,), generator=g)
    imgs = torch.stack([torch.roll(im, int(s), dims=1) for im, s in zip(imgs, shift)])
    imgs = (imgs + noise * torch.randn(imgs.shape, generator=g)).clamp(0, 1)
    return imgs.unsqueeze(1), labels
