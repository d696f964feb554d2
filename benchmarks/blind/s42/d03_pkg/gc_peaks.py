"""Synthetic GC peak tables: log peak areas of 24 aroma compounds per hop sample."""
import torch

COMPOUNDS = 24
VARIETIES = ("cascade", "saaz", "citra", "hallertau", "galaxy")


def _centroids(gen):
    base = torch.randn(len(VARIETIES), COMPOUNDS, generator=gen)
    base[:, :4] *= 2.0                   # myrcene / humulene / caryophyllene / farnesene dominate
    return base


def harvest(gen, per_variety, varieties):
    cents = _centroids(torch.Generator().manual_seed(1234))
    xs, ys = [], []
    for label in varieties:
        crop_year = 0.4 * torch.randn(1, COMPOUNDS, generator=gen)
        noise = 0.9 * torch.randn(per_variety, COMPOUNDS, generator=gen)
        xs.append(cents[label] + crop_year + noise)
        ys.append(torch.full((per_variety,), label, dtype=torch.long))
    x, y = torch.cat(xs), torch.cat(ys)
    perm = torch.randperm(len(y), generator=gen)
    return x[perm], y[perm]


def minibatches(x, y, size, gen):
    perm = torch.randperm(len(y), generator=gen)
    for s in range(0, len(y), size):
        idx = perm[s:s + size]
        yield x[idx], y[idx]
