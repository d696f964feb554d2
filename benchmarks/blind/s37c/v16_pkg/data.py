import torch


def utterances(n, cfg, n_labels, seed):
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, n_labels, (n,), generator=g)
    spec = torch.randn(n, cfg.n_mels, cfg.frames, generator=g) * 0.5
    band = (y * (cfg.n_mels // n_labels)).tolist()
    for i, b in enumerate(band):
        spec[i, b:b + 2] += 1.0
    return spec, y


def batches(spec, y, batch_size=32, shuffle=True):
    idx = torch.randperm(len(y)) if shuffle else torch.arange(len(y))
    for i in range(0, len(y), batch_size):
        j = idx[i:i + batch_size]
        yield spec[j], y[j]
