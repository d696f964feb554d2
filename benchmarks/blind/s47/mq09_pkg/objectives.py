import torch
import torch.nn.functional as F


def make_optimizer(model, lr):
    return torch.optim.Adam(model.parameters(), lr=lr)


def moisture_loss(pred, target):
    return F.mse_loss(pred, target)


def sunset_loss(logit, dry):
    return F.binary_cross_entropy_with_logits(logit, dry)
