import torch


def make_table(n_rows, n_feat, rank=3):
    factors = torch.randn(n_rows, rank)
    loadings = torch.randn(rank, n_feat)
    x = factors @ loadings + 0.05 * torch.randn(n_rows, n_feat)
    return (x - x.mean(0)) / x.std(0)


def batches(x, size):
    perm = torch.randperm(x.shape[0])
    for i in range(0, x.shape[0], size):
        yield x[perm[i:i + size]]
