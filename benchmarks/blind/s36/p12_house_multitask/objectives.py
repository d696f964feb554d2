import torch.nn.functional as F


def price_loss(out, target):
    return F.mse_loss(out.squeeze(-1), target - 12.0)


def type_loss(out, target):
    return F.cross_entropy(out, target)


def days_loss(out, target):
    return F.poisson_nll_loss(out.squeeze(-1), target, log_input=True)


TASKS = {
    "log_price": {"size": 1, "loss": price_loss, "weight": 1.0},
    "property_type": {"size": 4, "loss": type_loss, "weight": 0.5},
    "days_on_market": {"size": 1, "loss": days_loss, "weight": 0.02},
}
