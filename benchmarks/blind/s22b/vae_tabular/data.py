import torch


def low_rank_table(n, dim=12, rank=3, noise=0.05):
    factors = torch.randn(n, rank)
    loading = torch.randn(rank, dim) / rank ** 0.5
    return factors @ loading + noise * torch.randn(n, dim)
