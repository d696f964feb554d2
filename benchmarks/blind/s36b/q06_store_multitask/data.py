import torch

_MIX = torch.randn(12, 3, generator=torch.Generator().manual_seed(1234)) / 12 ** 0.5


def store_weeks(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    x = torch.randn(n, _MIX.size(0), generator=g)
    z = x @ _MIX
    sales = (2.0 + z[:, 0] + 0.3 * z[:, 1] ** 2).unsqueeze(1)
    uplift = (z[:, 1] + 0.5 * x[:, 0] > 0).float().unsqueeze(1)
    band = torch.bucketize(z[:, 2].contiguous(), torch.tensor([-0.7, 0.0, 0.7]))
    return x, {"sales": sales, "uplift": uplift, "footfall": band}


def loader(x, targets, batch_size, shuffle=True):
    idx = torch.randperm(len(x)) if shuffle else torch.arange(len(x))
    for s in range(0, len(x), batch_size):
        j = idx[s:s + batch_size]
        yield x[j], {k: v[j] for k, v in targets.items()}
