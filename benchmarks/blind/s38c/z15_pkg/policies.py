import torch

CARDINALITIES = [5, 8, 3]          # region, vehicle class, fuel


def make_portfolio(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    cat = torch.stack([torch.randint(0, c, (n,), generator=g) for c in CARDINALITIES], 1)
    num = torch.randn(n, 3, generator=g)   # driver age, vehicle age, bonus-malus (standardised)
    exposure = 0.2 + 0.8 * torch.rand(n, generator=g)
    rate = torch.exp(-2.0 + 0.4 * num[:, 2] - 0.2 * num[:, 0] + 0.3 * (cat[:, 1] > 5).float())
    n_claims = torch.poisson(rate * exposure, generator=g)
    log_amount = 7.0 + 0.5 * num[:, 1] + 0.3 * torch.randn(n, generator=g)
    fraud = (torch.rand(n, generator=g) < 0.03 + 0.1 * (n_claims > 1).float()).float()
    return {"cat": cat, "num": num, "exposure": exposure, "n_claims": n_claims,
            "log_amount": log_amount, "fraud": fraud}


def minibatches(data, batch_size, g):
    n = len(data["num"])
    perm = torch.randperm(n, generator=g)
    for i in range(0, n, batch_size):
        j = perm[i:i + batch_size]
        yield {k: v[j] for k, v in data.items()}
