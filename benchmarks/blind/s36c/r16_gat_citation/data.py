import torch


def citation_graph(n_nodes=300, n_classes=4, n_features=50, p_in=0.06, p_out=0.004, seed=0):
    """Stochastic block model with bag-of-words-like features correlated with the class."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, n_classes, (n_nodes,), generator=g)
    same = labels[:, None] == labels[None, :]
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    adj = (torch.rand(n_nodes, n_nodes, generator=g) < prob).float()
    adj = torch.triu(adj, diagonal=1)
    adj = adj + adj.t() + torch.eye(n_nodes)
    topic_words = torch.rand(n_classes, n_features, generator=g) < 0.15
    feats = (torch.rand(n_nodes, n_features, generator=g) < 0.05).float()
    feats += (torch.rand(n_nodes, n_features, generator=g) < 0.25) * topic_words[labels]
    feats = (feats > 0).float()
    feats = feats / feats.sum(dim=1, keepdim=True).clamp(min=1)
    return feats, adj, labels


def split_masks(n_nodes, n_train=60, n_val=60, seed=0):
    perm = torch.randperm(n_nodes, generator=torch.Generator().manual_seed(seed))
    masks = [torch.zeros(n_nodes, dtype=torch.bool) for _ in range(3)]
    masks[0][perm[:n_train]] = True
    masks[1][perm[n_train:n_train + n_val]] = True
    masks[2][perm[n_train + n_val:]] = True
    return masks
