"""Synthetic applicant records with a sensitive attribute leaking through proxies."""
import torch

NUMERIC = ("years_experience", "skills_test", "interview", "gap_months", "postcode_index",
           "hobby_cluster")


def simulate(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    group = (torch.rand(n, generator=g) < 0.4).float()                  # sensitive attribute
    exp = torch.randn(n, generator=g)
    skills = torch.randn(n, generator=g)
    interview = 0.5 * skills + torch.randn(n, generator=g) * 0.8
    gap = torch.relu(torch.randn(n, generator=g) + 0.8 * group)          # proxy
    postcode = torch.randn(n, generator=g) + 1.5 * group                 # strong proxy
    hobby = torch.randn(n, generator=g) - 1.0 * group                    # proxy
    # historical decisions were biased against group 1
    logit = 1.0 * exp + 1.2 * skills + 0.6 * interview - 1.0 * group - 0.2
    hired = (torch.rand(n, generator=g) < torch.sigmoid(logit)).float()
    x = torch.stack([exp, skills, interview, gap, postcode, hobby], dim=1)
    return x, hired, group


def loader(split, batch_size, shuffle=True):
    n = len(split[0])
    order = torch.randperm(n) if shuffle else torch.arange(n)
    for j in order.split(batch_size):
        yield tuple(t[j] for t in split)
