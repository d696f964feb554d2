import torch


def bipartite_norm_adj(users, items, n_users, n_items):
    """Symmetric-normalised adjacency of the user-item graph, users first then items."""
    pairs = torch.unique(torch.stack([users, items]), dim=1)
    u, i = pairs[0], pairs[1] + n_users
    row = torch.cat([u, i])
    col = torch.cat([i, u])
    n = n_users + n_items
    deg = torch.bincount(row, minlength=n).float().clamp(min=1)
    val = deg[row].rsqrt() * deg[col].rsqrt()
    return torch.sparse_coo_tensor(torch.stack([row, col]), val, (n, n), check_invariants=True).coalesce()
