import torch


def community_graph(n_nodes=300, n_groups=5, p_in=0.08, p_out=0.004, n_features=24):
    """Papers in topical communities; features are noisy topic word counts."""
    group = torch.randint(n_groups, (n_nodes,))
    same = group.unsqueeze(0) == group.unsqueeze(1)
    prob = torch.where(same, torch.tensor(p_in), torch.tensor(p_out))
    upper = torch.triu(torch.rand(n_nodes, n_nodes) < prob, diagonal=1)
    edges = upper.nonzero()
    topic_words = torch.randn(n_groups, n_features)
    features = topic_words[group] + 1.5 * torch.randn(n_nodes, n_features)
    return features, edges, group


def split_edges(edges, test_fraction=0.15):
    order = torch.randperm(edges.size(0))
    n_test = int(test_fraction * edges.size(0))
    return edges[order[n_test:]], edges[order[:n_test]]


def normalized_adjacency(edges, n_nodes):
    adj = torch.zeros(n_nodes, n_nodes)
    adj[edges[:, 0], edges[:, 1]] = 1.0
    adj[edges[:, 1], edges[:, 0]] = 1.0
    adj += torch.eye(n_nodes)
    inv_sqrt_deg = adj.sum(dim=1).pow(-0.5)
    return inv_sqrt_deg.unsqueeze(1) * adj * inv_sqrt_deg.unsqueeze(0)
