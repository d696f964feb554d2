"""Synthetic catalogue of Roman denarii: physical and XRF measurements.  Each record is
labelled for one question only (the catalogue was compiled from three studies)."""
import torch

FEATURES = ("weight_g", "diameter_mm", "axis_sin", "axis_cos", "ag", "cu", "pb", "au",
            "legend_height", "flan_thickness")
MINTS = ("rome", "lugdunum", "antioch")
PERIODS = 6


def _coins(n, g):
    mint = torch.randint(0, len(MINTS), (n,), generator=g)
    period = torch.randint(0, PERIODS, (n,), generator=g)
    fineness = 0.95 - 0.07 * period.float() + 0.02 * torch.randn(n, generator=g)
    axis = (torch.tensor([6.0, 12.0, 6.0])[mint] + 1.5 * torch.randn(n, generator=g)) * 0.5236
    weight = 3.6 - 0.08 * period.float() + 0.1 * torch.randn(n, generator=g)
    diameter = torch.tensor([18.5, 19.2, 17.8])[mint] + 0.4 * torch.randn(n, generator=g)
    cu = (1 - fineness) * 0.9 + 0.01 * torch.randn(n, generator=g)
    pb = torch.tensor([0.004, 0.012, 0.007])[mint] + 0.002 * torch.randn(n, generator=g)
    au = torch.tensor([0.002, 0.001, 0.004])[mint] * (1 + 0.3 * torch.randn(n, generator=g))
    legend = torch.tensor([1.1, 1.3, 0.9])[mint] + 0.05 * period.float() \
        + 0.05 * torch.randn(n, generator=g)
    flan = 1.9 - 0.05 * period.float() + 0.05 * torch.randn(n, generator=g)
    x = torch.stack([weight, diameter, torch.sin(axis), torch.cos(axis), fineness * 100, cu * 100,
                     pb * 1000, au * 1000, legend, flan], dim=1)
    return x, {"mint": mint, "period": period, "fineness": fineness * 100}


def studies(n_per_task, generator=None):
    """One (features, target) pair per question, as the studies were published."""
    out = {}
    for name in ("mint", "period", "fineness"):
        x, labels = _coins(n_per_task, generator)
        out[name] = (x, labels[name])
    return out


def standardise(studies_):
    stacked = torch.cat([x for x, _ in studies_.values()])
    mean, std = stacked.mean(dim=0), stacked.std(dim=0)
    return {name: ((x - mean) / std, y) for name, (x, y) in studies_.items()}
