"""Synthetic hotel bookings."""
import torch

CATEGORICAL = {"country": 30, "channel": 5, "room_type": 8, "deposit": 3}
NUMERIC = ("lead_time", "adr", "stay_nights", "prev_cancel", "special_requests")


def simulate_bookings(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    cats = torch.stack([torch.randint(k, (n,), generator=g) for k in CATEGORICAL.values()], 1)
    lead = torch.distributions.Exponential(1 / 60.0).sample((n,))
    adr = 80 + 40 * torch.randn(n, generator=g).abs()
    nights = torch.randint(1, 10, (n,), generator=g).float()
    prev = torch.poisson(torch.full((n,), 0.3), generator=g)
    requests = torch.randint(0, 4, (n,), generator=g).float()
    country_risk = torch.linspace(-1, 1, CATEGORICAL["country"])[cats[:, 0]]
    logit = (-1.2 + 0.012 * lead + 0.8 * prev - 0.5 * requests + 0.7 * country_risk
             + 1.5 * (cats[:, 3] == 0).float() - 0.8 * (cats[:, 3] == 2).float()
             + 0.4 * (cats[:, 1] == 1).float())
    y = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    num = torch.stack([lead / 100, (adr - 100) / 40, nights / 5, prev, requests / 2], 1)
    return cats, num, y


def minibatches(data, batch_size, shuffle=True):
    n = len(data[0])
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for s in range(0, n, batch_size):
        j = order[s:s + batch_size]
        yield tuple(t[j] for t in data)
