import torch


def synthetic_ratings(n_users, n_items, n=20000, seed=0):
    g = torch.Generator().manual_seed(seed)
    true_p = torch.randn(n_users, 4, generator=g)
    true_q = torch.randn(n_items, 4, generator=g)
    users = torch.randint(0, n_users, (n,), generator=g)
    items = torch.randint(0, n_items, (n,), generator=g)
    ratings = 3.5 + (true_p[users] * true_q[items]).sum(1) * 0.5 + 0.3 * torch.randn(n, generator=g)
    return users, items, ratings.clamp(1, 5)


def minibatches(users, items, ratings, batch_size, generator):
    order = torch.randperm(users.numel(), generator=generator)
    for idx in order.split(batch_size):
        yield users[idx], items[idx], ratings[idx]
