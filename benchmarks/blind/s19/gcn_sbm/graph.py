import torch


def stochastic_block_model(sizes=(40, 40, 40), p_in=0.15, p_out=0.01, feat_dim=16, seed=4):
    g = torch.Generator().manual_seed(seed)
    labels = torch.cat([torch.full((n,), i, dtype=torch.long) for i, n in enumerate(sizes)])
    n = labels.numel()
    same = labels.unsqueeze(0) == labels.unsqueeze(1)
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    upper = torch.triu((torch.rand(n, n, generator=g) < prob).float(), diagonal=1)
    adj = upper + upper.t()
    centers = torch.randn(len(sizes), feat_dim, generator=g)
    feats = centers[labels] + 1.5 * torch.randn(n, feat_dim, generator=g)
    return feats, adj, labels


def normalized_adjacency(adj):
    a_hat = adj + torch.eye(adj.size(0))
    d_inv_sqrt = a_hat.sum(1).pow(-0.5)
    return d_inv_sqrt.unsqueeze(1) * a_hat * d_inv_sqrt.unsqueeze(0)


def split_nodes(n, train_frac=0.5, seed=0):
    perm = torch.randperm(n, generator=torch.Generator().manual_seed(seed))
    cut = int(train_frac * n)
    return perm[:cut], perm[cut:]
