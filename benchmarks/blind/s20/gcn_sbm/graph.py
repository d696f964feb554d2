import torch


def stochastic_block_model(n_per_block=40, n_blocks=3, p_in=0.15, p_out=0.01, feat_dim=16):
    n = n_per_block * n_blocks
    labels = torch.arange(n_blocks).repeat_interleave(n_per_block)
    same = labels.unsqueeze(0) == labels.unsqueeze(1)
    probs = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    upper = torch.triu(torch.rand(n, n) < probs, diagonal=1)
    adj = (upper | upper.t()).float()
    centroids = torch.randn(n_blocks, feat_dim) * 0.5
    feats = centroids[labels] + torch.randn(n, feat_dim)
    return feats, adj, labels


def normalize_adjacency(adj):
    adj = adj + torch.eye(adj.size(0))
    d_inv_sqrt = adj.sum(1).pow(-0.5)
    return d_inv_sqrt.unsqueeze(1) * adj * d_inv_sqrt.unsqueeze(0)


def split_masks(n, train_frac=0.3):
    perm = torch.randperm(n)
    train = torch.zeros(n, dtype=torch.bool)
    train[perm[: int(train_frac * n)]] = True
    return train, ~train
