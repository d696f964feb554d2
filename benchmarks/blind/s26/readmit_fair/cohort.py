import torch

SITES = 4
CLINICAL = 10
ADMIN = 6


def make_cohort(patients, generator):
    site = torch.randint(0, SITES, (patients,), generator=generator)
    clinical = torch.randn(patients, CLINICAL, generator=generator)
    site_shift = torch.randn(SITES, ADMIN, generator=generator) * 1.5
    admin = site_shift[site] + 0.5 * torch.randn(patients, ADMIN, generator=generator)
    admin[:, :2] += 0.6 * clinical[:, :2]
    risk_weights = torch.linspace(1.2, -0.8, CLINICAL)
    base_rate = torch.tensor([-0.6, -0.2, 0.2, 0.6])
    logit = clinical @ risk_weights * 0.6 + base_rate[site]
    readmitted = torch.bernoulli(torch.sigmoid(logit), generator=generator)
    features = torch.cat([clinical, admin], dim=1)
    return features, readmitted, site


def split(features, readmitted, site, holdout):
    cut = features.size(0) - holdout
    return (
        (features[:cut], readmitted[:cut], site[:cut]),
        (features[cut:], readmitted[cut:], site[cut:]),
    )


def minibatches(tensors, size, generator):
    order = torch.randperm(tensors[0].size(0), generator=generator)
    for start in range(0, order.numel(), size):
        rows = order[start:start + size]
        yield tuple(t[rows] for t in tensors)
