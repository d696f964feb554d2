import torch

COLUMNS = ("lead_time", "weekend_nights", "week_nights", "adults", "children",
           "previous_cancellations", "special_requests", "adr", "deposit", "online", "repeat_guest")


def synthesize(count, seed):
    g = torch.Generator().manual_seed(seed)
    lead = torch.rand(count, generator=g) ** 2 * 300
    weekend = torch.randint(0, 3, (count,), generator=g).float()
    week = torch.randint(0, 6, (count,), generator=g).float()
    adults = torch.randint(1, 4, (count,), generator=g).float()
    children = (torch.rand(count, generator=g) < 0.2).float() * torch.randint(1, 3, (count,), generator=g)
    previous = torch.poisson(torch.full((count,), 0.3), generator=g)
    requests = torch.randint(0, 4, (count,), generator=g).float()
    adr = 60 + 40 * torch.rand(count, generator=g) + 15 * adults
    deposit = (torch.rand(count, generator=g) < 0.25).float()
    online = (torch.rand(count, generator=g) < 0.6).float()
    repeat = (torch.rand(count, generator=g) < 0.1).float()
    logit = (0.012 * lead + 0.9 * previous - 0.55 * requests - 1.6 * repeat
             + 0.8 * online - 1.8 * deposit + 0.004 * (adr - 100) - 1.2
             + 0.4 * torch.sin(lead / 40))
    cancelled = torch.bernoulli(torch.sigmoid(logit), generator=g)
    table = torch.stack([lead, weekend, week, adults, children, previous, requests, adr,
                         deposit, online, repeat], dim=1)
    return table, cancelled


def standardize(train, *others):
    mean, std = train.mean(0), train.std(0) + 1e-6
    return [(t - mean) / std for t in (train, *others)]
