"""Koi dealer: classify the variety of a koi from a colour profile sampled along the
dorsal line (channels: red, white, black, blue-grey; 32 points head to tail).
Few fish are labelled by the judge; many more are photographed but unlabelled."""
import torch

VARIETIES = ["kohaku", "taisho_sanke", "showa", "shiro_utsuri", "asagi", "tancho"]


def _profile(kind, g, length=32):
    t = torch.linspace(0, 1, length)
    prof = torch.zeros(4, length)
    blobs = lambda k, w: sum(torch.exp(-((t - torch.rand(1, generator=g)) / w) ** 2) for _ in range(k))
    if kind == 0:                                   # kohaku: red patches on white
        prof[0] = blobs(3, 0.08).clamp(max=1); prof[1] = 1 - prof[0]
    elif kind == 1:                                 # sanke: kohaku + small black spots
        prof[0] = blobs(3, 0.08).clamp(max=1); prof[2] = 0.8 * blobs(3, 0.02).clamp(max=1)
        prof[1] = (1 - prof[0] - prof[2]).clamp(min=0)
    elif kind == 2:                                 # showa: black base, red and white
        prof[2] = 0.6 + 0.4 * blobs(2, 0.15).clamp(max=1); prof[0] = blobs(2, 0.07).clamp(max=1)
        prof[1] = (1 - prof[2]).clamp(min=0)
    elif kind == 3:                                 # shiro utsuri: black and white
        prof[2] = blobs(4, 0.1).clamp(max=1); prof[1] = 1 - prof[2]
    elif kind == 4:                                 # asagi: blue-grey back, red at the head/fins
        prof[3] = torch.full((length,), 0.9); prof[0] = torch.exp(-(t / 0.12) ** 2)
    else:                                           # tancho: one red spot on the head only
        prof[1] = torch.ones(length); prof[0] = torch.exp(-((t - 0.08) / 0.04) ** 2)
    return prof


def photographs(n, seed, noise=0.15):
    g = torch.Generator().manual_seed(seed)
    kinds = torch.randint(0, len(VARIETIES), (n,), generator=g)
    x = torch.stack([_profile(int(k), g) for k in kinds])
    x = x * (0.8 + 0.4 * torch.rand(n, 1, 1, generator=g)) + noise * torch.randn(x.shape, generator=g)
    return x, kinds


def jitter(x, strength=0.1):
    """Photo augmentation: brightness, small shift along the body, sensor noise."""
    shift = int(torch.randint(-2, 3, (1,)))
    x = torch.roll(x, shift, dims=-1)
    return x * (1 + strength * torch.randn(x.shape[0], 1, 1)) + strength * torch.randn_like(x)
