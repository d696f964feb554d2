import torch

from schema import NUMERIC, PLANS


def synthetic_customers(n, churn_rate):
    numeric = torch.randn(n, len(NUMERIC))
    plan = torch.randint(len(PLANS), (n,))
    plan_effect = torch.tensor([0.6, 0.0, -0.5, -0.9])[plan]
    risk = (
        -1.1 * numeric[:, 0]
        + 0.7 * numeric[:, 1]
        + 0.9 * numeric[:, 2]
        + 0.5 * numeric[:, 4] * (numeric[:, 2] > 0)
        + plan_effect
    )
    threshold = torch.quantile(risk + 0.7 * torch.randn(n), 1.0 - churn_rate)
    churned = (risk + 0.7 * torch.randn(n) > threshold).float()
    features = torch.cat([numeric, torch.nn.functional.one_hot(plan, len(PLANS)).float()], dim=1)
    return features, churned


def class_weights(labels, mode):
    if mode != "balanced":
        return torch.ones_like(labels)
    pos = labels.mean()
    return torch.where(labels > 0, 0.5 / pos, 0.5 / (1 - pos))


def split(features, labels, weights, fraction=0.8):
    cut = int(fraction * labels.numel())
    return (features[:cut], labels[:cut], weights[:cut]), (features[cut:], labels[cut:], weights[cut:])
