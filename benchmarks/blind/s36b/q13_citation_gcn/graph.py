import torch


def citation_graph(n_nodes=400, n_classes=4, n_feats=32, p_in=0.05, p_out=0.004, seed=0):
    """Stochastic block model with noisy bag-of-words features."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, n_classes, (n_nodes,), generator=g)
    same = labels.unsqueeze(0) == labels.unsqueeze(1)
    prob = torch.where(same, p_in, p_out)
    upper = torch.triu(torch.rand(n_nodes, n_nodes, generator=g) < prob, diagonal=1)
    adj = (upper | upper.T).float()
    topics = torch.randn(n_classes, n_feats, generator=g)
    feats = 0.4 * topics[labels] + torch.randn(n_nodes, n_feats, generator=g)
    return feats, adj, labels


def normalize_adjacency(adj):
    a = adj + torch.eye(adj.size(0))
    d = a.sum(1).pow(-0.5)
    return d.unsqueeze(1) * a * d.unsqueeze(0)


def split_masks(n, n_train_per_class, labels, seed=0):
    g = torch.Generator().manual_seed(seed)
    train = torch.zeros(n, dtype=torch.bool)
    for c in labels.unique():
        idx = (labels == c).nonzero().squeeze(1)
        train[idx[torch.randperm(len(idx), generator=g)[:n_train_per_class]]] = True
    rest = (~train).nonzero().squeeze(1)
    rest = rest[torch.randperm(len(rest), generator=g)]
    val = torch.zeros(n, dtype=torch.bool)
    val[rest[:100]] = True
    test = ~(train | val)
    return train, val, test
