import torch

FEATURES = ("limit", "age", "utilisation", "late_payments", "pay_ratio", "tenure",
            "n_cards", "cash_advance")


def applicants(n, seed):
    gen = torch.Generator().manual_seed(seed)
    x = torch.randn(n, len(FEATURES), generator=gen)
    x[:, 3] = torch.poisson(torch.full((n,), 0.7), generator=gen)
    score = (-1.6 - 0.5 * x[:, 0] + 0.9 * x[:, 2] + 0.8 * x[:, 3] - 0.7 * x[:, 4]
             + 0.4 * x[:, 2] * x[:, 7] - 0.2 * x[:, 5])
    y = (torch.rand(n, generator=gen) < torch.sigmoid(score)).float()
    return x, y


def batches(x, y, batch_size, seed):
    order = torch.randperm(len(x), generator=torch.Generator().manual_seed(seed))
    return [(x[order[i:i + batch_size]], y[order[i:i + batch_size]])
            for i in range(0, len(order), batch_size)]
