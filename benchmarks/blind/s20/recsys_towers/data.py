import torch


def synthetic_interactions(n_users, n_items, n_interactions, dim=4):
    """Users like items whose latent taste vector agrees with theirs."""
    ut, it = torch.randn(n_users, dim), torch.randn(n_items, dim)
    users = torch.randint(0, n_users, (n_interactions,))
    scores = ut[users] @ it.t()
    items = torch.multinomial(torch.softmax(2 * scores, dim=1), 1).squeeze(1)
    return users, items


def batches_with_negatives(users, items, n_items, batch_size):
    perm = torch.randperm(users.size(0))
    for i in range(0, len(perm), batch_size):
        idx = perm[i:i + batch_size]
        u, pos = users[idx], items[idx]
        neg = torch.randint(0, n_items, pos.shape)
        yield (torch.cat([u, u]), torch.cat([pos, neg]),
               torch.cat([torch.ones(len(idx)), torch.zeros(len(idx))]))
