import torch

N_BANDS = 40
STAGES = ("under", "partial", "full", "over")

# absorption features (band centre, width) that grow or shrink with the fermentation stage
_FEATURES = ((8.0, 2.5), (17.0, 3.0), (26.0, 2.0), (33.0, 3.5))


def _bump(centre, width, bands):
    return torch.exp(-0.5 * ((bands - centre) / width) ** 2)


def make_farm(n, farm, gen):
    """Return (pixels, stage) for one farm. Farm "B" uses another camera: its bands are shifted
    by ~2 channels, it has a sloped baseline and stronger multiplicative scatter."""
    bands = torch.arange(N_BANDS, dtype=torch.float32)
    stage = torch.randint(0, len(STAGES), (n,), generator=gen)
    progress = stage.float() / (len(STAGES) - 1) + 0.08 * torch.randn(n, generator=gen)
    shift = 2.3 if farm == "B" else 0.0
    spec = 0.6 + 0.05 * torch.randn(n, 1, generator=gen)
    for k, (c, w) in enumerate(_FEATURES):
        depth = (0.25 + 0.5 * progress) if k % 2 == 0 else (0.7 - 0.45 * progress)
        if farm == "B" and k == 2:
            depth = 0.45 - 0.3 * torch.cos(3.1 * progress)
        spec = spec - depth.unsqueeze(1) * _bump(c + shift, w, bands)
    if farm == "B":
        spec = spec + 0.004 * (bands - N_BANDS / 2)
        spec = spec * (1.0 + 0.15 * torch.randn(n, 1, generator=gen))
    spec = spec + 0.02 * torch.randn(n, N_BANDS, generator=gen)
    return spec, stage


def snv(x):
    """Standard normal variate, the usual scatter correction for NIR/VIS spectra."""
    return (x - x.mean(dim=1, keepdim=True)) / (x.std(dim=1, keepdim=True) + 1e-6)


def batches(x, y, batch_size, gen):
    order = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]
