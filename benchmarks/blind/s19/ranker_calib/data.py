import torch


def interactions(n_users=100, n_items=60, dim=6, n=4000, seed=17):
    g = torch.Generator().manual_seed(seed)
    U = torch.randn(n_users, dim, generator=g)
    V = torch.randn(n_items, dim, generator=g)
    users = torch.randint(0, n_users, (n,), generator=g)
    items = torch.randint(0, n_items, (n,), generator=g)
    logits = (U[users] * V[items]).sum(1) - 0.5
    labels = (torch.rand(n, generator=g) < torch.sigmoid(logits)).float()
    return users, items, labels, n_users, n_items
