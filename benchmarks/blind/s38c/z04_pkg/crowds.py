import torch
import torch.nn.functional as F


def gaussian_kernel(size=7, sigma=1.5):
    r = torch.arange(size).float() - size // 2
    k = torch.exp(-(r[:, None] ** 2 + r[None, :] ** 2) / (2 * sigma ** 2))
    return (k / k.sum()).view(1, 1, size, size)


def make_scenes(n, size=32, max_people=30, seed=0):
    """Head annotations as dots; images are blurred dots plus clutter, targets are density maps."""
    g = torch.Generator().manual_seed(seed)
    dots = torch.zeros(n, 1, size, size)
    for i in range(n):
        k = int(torch.randint(1, max_people, (1,), generator=g))
        ys = torch.randint(0, size, (k,), generator=g)
        xs = torch.randint(0, size, (k,), generator=g)
        dots[i, 0].index_put_((ys, xs), torch.ones(k), accumulate=True)
    kern = gaussian_kernel()
    density = F.conv2d(dots, kern, padding=3)
    images = F.conv2d(dots, gaussian_kernel(5, 1.0), padding=2) + 0.05 * torch.rand(n, 1, size, size, generator=g)
    return images.repeat(1, 3, 1, 1), density
