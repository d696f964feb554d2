"""Synthetic theatre bookings with three outcomes per booking."""
import torch

N_GENRES = 6          # drama, musical, opera, comedy, dance, children


def bookings(n=5000, seed=8):
    g = torch.Generator().manual_seed(seed)
    lead_days = -20.0 * torch.log(torch.rand(n, generator=g))
    price_tier = torch.randint(0, 4, (n,), generator=g).float()
    group = torch.randint(1, 7, (n,), generator=g).float()
    member = (torch.rand(n, generator=g) < 0.3).float()
    rain = torch.rand(n, generator=g)
    matinee = (torch.rand(n, generator=g) < 0.35).float()
    genre = torch.randint(0, N_GENRES, (n,), generator=g)
    genre_noshow = torch.tensor([0.0, -0.4, -0.6, 0.3, 0.0, 0.5])
    genre_spend = torch.tensor([0.0, 4.0, 6.0, 3.0, 1.0, -2.0])

    z = -2.2 + 0.025 * lead_days - 0.3 * price_tier - 0.5 * member + 0.9 * rain + genre_noshow[genre]
    no_show = torch.bernoulli(torch.sigmoid(z), generator=g)
    z = -1.0 + 0.6 * member - 0.4 * price_tier + 0.25 * group - 0.7 * matinee
    upgrade = torch.bernoulli(torch.sigmoid(z), generator=g)
    spend = (6 + 3.5 * group + genre_spend[genre] - 4 * matinee + 2 * price_tier
             + 2.0 * torch.randn(n, generator=g)).clamp_min(0) * (1 - no_show)

    X = torch.stack([lead_days.log1p(), price_tier, group, member, rain, matinee], 1)
    targets = {"no_show": no_show, "upgrade": upgrade, "spend": spend / 10.0}
    return X, genre, targets


def minibatches(X, genre, targets, batch_size, shuffle=True):
    order = torch.randperm(len(X)) if shuffle else torch.arange(len(X))
    for s in range(0, len(X), batch_size):
        j = order[s:s + batch_size]
        yield X[j], genre[j], {k: v[j] for k, v in targets.items()}
