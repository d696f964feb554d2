import torch


def make_applicants(n, features):
    n_mono = len(features["monotone"])
    n_free = len(features["free"])
    x_mono = torch.rand(n, n_mono) * 2 - 1
    x_free = torch.randn(n, n_free)
    logit = 2.0 * x_mono[:, 0] + 1.0 * torch.tanh(3 * x_mono[:, 1]) + 0.5 * x_free[:, 0] * x_free[:, 1]
    repaid = (torch.rand(n) < torch.sigmoid(logit)).float()
    return x_mono, x_free, repaid


def shuffled_batches(tensors, batch_size):
    order = torch.randperm(tensors[0].size(0))
    for start in range(0, order.numel(), batch_size):
        idx = order[start:start + batch_size]
        yield tuple(t[idx] for t in tensors)
