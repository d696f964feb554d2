"""Evaluation helpers. They build no optimizer and call no backward; callers choose the grad mode."""
import torch

from .metrics import roc_auc, to_numpy


def predict_proba(predict, x, chunk=512):
    return torch.cat([torch.sigmoid(predict(x[i:i + chunk])) for i in range(0, len(x), chunk)])


def evaluate(predict, data):
    x, y = data
    prob = predict_proba(predict, x)
    nll = torch.nn.functional.binary_cross_entropy(prob.clamp(1e-6, 1 - 1e-6), y)
    return {"nll": nll.item(), "auc": roc_auc(to_numpy(prob), to_numpy(y)), "prob": to_numpy(prob)}
