"""Synthetic recall-visit records of tooth surfaces in a caries-progression cohort.

States: 0 sound, 1 enamel lesion, 2 dentine lesion, 3 cavitated, 4 restored.
Each record is one surface seen at two visits `gap` years apart.
"""
import torch

STATES = ("sound", "enamel", "dentine", "cavitated", "restored")
EDGES = ((0, 1), (1, 2), (2, 3), (3, 4), (1, 0))
COVARIATES = ("age", "fluoride", "sugar", "brushing", "dry_mouth")


def generator_matrix(rates):
    src = torch.tensor([e[0] for e in EDGES])
    dst = torch.tensor([e[1] for e in EDGES])
    q = rates.new_zeros(rates.shape[0], len(STATES), len(STATES))
    q[:, src, dst] = rates
    return q - torch.diag_embed(q.sum(dim=-1))


def true_rates(cov):
    age, fluoride, sugar, brushing, dry = cov.unbind(dim=1)
    base = torch.stack([
        0.25 * torch.exp(0.9 * sugar - 0.5 * brushing + 0.6 * dry),
        0.35 * torch.exp(0.7 * sugar - 0.4 * fluoride + 0.2 * age),
        0.30 * torch.exp(0.5 * sugar + 0.5 * dry),
        0.80 * torch.ones_like(age),
        0.40 * fluoride * torch.exp(0.3 * brushing),
    ], dim=1)
    return base


def sample(n, generator):
    cov = torch.randn(n, len(COVARIATES), generator=generator)
    cov[:, 1] = (torch.rand(n, generator=generator) < 0.6).float()
    gap = 1.0 + 2.0 * torch.rand(n, generator=generator)
    start = torch.multinomial(torch.tensor([0.55, 0.2, 0.12, 0.05, 0.08]), n, replacement=True,
                              generator=generator)
    with torch.no_grad():
        p = torch.linalg.matrix_exp(generator_matrix(true_rates(cov)) * gap[:, None, None])
    end = torch.multinomial(p[torch.arange(n), start], 1, generator=generator).squeeze(1)
    return {"covariates": cov, "gap": gap, "start": start}, end


def batches(features, labels, batch_size, generator):
    order = torch.randperm(labels.shape[0], generator=generator)
    for i in range(0, labels.shape[0], batch_size):
        idx = order[i:i + batch_size]
        yield {k: v[idx] for k, v in features.items()}, labels[idx]
