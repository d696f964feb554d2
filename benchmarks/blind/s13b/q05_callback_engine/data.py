import torch


def stripes_dataset(n, size=8, seed=0):
    """Images with either horizontal (label 0) or vertical (label 1) stripes plus noise."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, 2, (n,), generator=g)
    base = (torch.arange(size) % 2).float()
    horiz = base.view(size, 1).expand(size, size)
    vert = base.view(1, size).expand(size, size)
    imgs = torch.where(labels.view(n, 1, 1).bool(), vert, horiz).clone()
    imgs += 0.5 * torch.randn(n, size, size, generator=g)
    return imgs.unsqueeze(1), labels


def loader(x, y, batch_size, shuffle):
    idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    return [(x[idx[i:i + batch_size]], y[idx[i:i + batch_size]]) for i in range(0, len(x), batch_size)]
