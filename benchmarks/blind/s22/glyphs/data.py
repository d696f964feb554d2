import torch


def make_glyphs(n_per_class=80, n_classes=4, size=10, noise=0.6):
    """Noisy copies of one random binary template per class."""
    templates = (torch.rand(n_classes, size, size) > 0.5).float()
    labels = torch.arange(n_classes).repeat_interleave(n_per_class)
    images = templates[labels] + noise * torch.randn(len(labels), size, size)
    perm = torch.randperm(len(labels))
    return images[perm].unsqueeze(1), labels[perm]


def split(images, labels, frac=0.75):
    cut = int(frac * len(labels))
    return (images[:cut], labels[:cut]), (images[cut:], labels[cut:])


def minibatches(images, labels, size):
    for i in range(0, len(labels), size):
        yield images[i:i + size], labels[i:i + size]
