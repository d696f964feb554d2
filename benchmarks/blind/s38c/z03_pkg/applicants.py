import torch


def make_applicants(n, seed=0):
    """Synthetic loan book: income, debt ratio, age, delinquencies, utilisation, tenure."""
    g = torch.Generator().manual_seed(seed)
    income = torch.randn(n, generator=g)
    debt_ratio = torch.rand(n, generator=g)
    age = torch.randn(n, generator=g)
    delinq = torch.poisson(torch.full((n,), 0.5), generator=g)
    util = torch.rand(n, generator=g)
    tenure = torch.randn(n, generator=g)
    x = torch.stack([income, debt_ratio, age, delinq, util, tenure], 1)
    logit = -1.0 - 0.8 * income + 2.0 * debt_ratio + 0.9 * delinq + 1.5 * util - 0.3 * tenure
    y = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    x = (x - x.mean(0)) / x.std(0)
    return x, y
