"""Synthetic seed-lot descriptors from the imaging bench, labelled with a vigour class."""
import torch

FEATURES = (
    "length", "width", "area", "hue", "chroma", "xray_density", "crack_score",
    "embryo_ratio", "thousand_seed_weight", "moisture", "age_months", "storage_temp",
)
CLASSES = ("low", "medium", "high")


def make_lots(n, generator):
    x = torch.randn(n, len(FEATURES), generator=generator)
    vigour = (
        0.9 * x[:, 5] + 0.7 * x[:, 7] - 0.8 * x[:, 6] - 0.5 * x[:, 10]
        + 0.4 * x[:, 2] * x[:, 9] - 0.3 * x[:, 11].abs()
        + 0.3 * torch.randn(n, generator=generator)
    )
    y = torch.bucketize(vigour, torch.tensor([-0.6, 0.6]))
    return x, y


def batches(x, y, size, generator):
    order = torch.randperm(len(x), generator=generator)
    for start in range(0, len(x) - size + 1, size):
        idx = order[start:start + size]
        yield x[idx], y[idx]
