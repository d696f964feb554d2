import torch


def stochastic_block_graph(n_per_block=60, n_blocks=3, p_in=0.15, p_out=0.01, feat_dim=16, seed=0):
    g = torch.Generator().manual_seed(seed)
    n = n_per_block * n_blocks
    labels = torch.arange(n_blocks).repeat_interleave(n_per_block)
    same = labels[:, None] == labels[None, :]
    probs = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    adj = (torch.rand(n, n, generator=g) < probs).float()
    adj = torch.triu(adj, diagonal=1)
    adj = adj + adj.t() + torch.eye(n)
    centers = torch.randn(n_blocks, feat_dim, generator=g)
    x = centers[labels] + 1.5 * torch.randn(n, feat_dim, generator=g)
    train_mask = torch.zeros(n, dtype=torch.bool)
    train_mask[torch.randperm(n, generator=g)[: n // 5]] = True
    return x, normalize(adj), labels, train_mask


def normalize(adj):
    deg_inv_sqrt = adj.sum(dim=1).pow(-0.5)
    return deg_inv_sqrt[:, None] * adj * deg_inv_sqrt[None, :]
