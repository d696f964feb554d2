import torch


def synthetic_classification(n, in_dim, num_classes, seed):
    g = torch.Generator().manual_seed(seed)
    proto = torch.randn(num_classes, in_dim, generator=g) * 2.0
    labels = torch.randint(0, num_classes, (n,), generator=g)
    feats = proto[labels] + torch.randn(n, in_dim, generator=g)
    return feats, labels


def batches(feats, labels, batch_size, shuffle=True):
    order = torch.randperm(len(feats)) if shuffle else torch.arange(len(feats))
    for start in range(0, len(feats), batch_size):
        idx = order[start:start + batch_size]
        yield feats[idx], labels[idx]
