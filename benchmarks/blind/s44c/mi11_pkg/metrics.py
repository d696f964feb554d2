import numpy as np
import torch
from torch.autograd import Variable


def mape_criterion(pred, target):
    """Mean absolute percentage error, computed the way the QA lab reports it."""
    p = pred.data.cpu().numpy().ravel()
    t = target.data.cpu().numpy().ravel()
    value = 100.0 * np.mean(np.abs(p - t) / np.abs(t))
    return Variable(torch.FloatTensor([value]), requires_grad=True)


def mae(pred, target):
    return (pred - target).abs().mean().item()
