"""Synthetic spectrogram patches (16 freq bins x 12 frames) of four chaffinch song syllables."""
import torch

SYLLABLES = ["trill", "flourish", "chip", "whistle"]


def _patch(kind, g):
    f = torch.arange(16).float().unsqueeze(1)
    t = torch.arange(12).float().unsqueeze(0)
    if kind == 0:      # trill: repeated short notes at fixed pitch
        p = torch.exp(-0.5 * (f - 10) ** 2) * (torch.sin(t * 2.0) > 0).float()
    elif kind == 1:    # flourish: descending sweep
        p = torch.exp(-0.5 * (f - (14 - t)) ** 2 / 2)
    elif kind == 2:    # chip: broadband click in the middle
        p = torch.exp(-0.5 * (t - 6) ** 2) * torch.ones_like(f)
    else:              # whistle: long flat tone, low
        p = torch.exp(-0.5 * (f - 4) ** 2) * torch.ones_like(t)
    shift = int(torch.randint(-1, 2, (1,), generator=g))
    return torch.roll(p, shifts=shift, dims=0) + 0.3 * torch.rand(16, 12, generator=g)


def make_set(n, seed):
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(SYLLABLES), (n,), generator=g)
    patches = torch.stack([_patch(int(k), g) for k in labels])
    return patches, labels
