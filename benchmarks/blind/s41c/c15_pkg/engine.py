import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import CFG
from .signals import auc
from .utils import AverageMeter, mixup_data


def batches(X, y, shuffle):
    idx = np.random.permutation(len(X)) if shuffle else np.arange(len(X))
    for s in range(0, len(X), CFG.batch_size):
        b = idx[s:s + CFG.batch_size]
        yield torch.from_numpy(X[b]), torch.from_numpy(y[b])


def pretrain_backbone(backbone, X, epochs):
    """Pretext task on the unlabeled pool: is there any narrow-band line in the ON frames?"""
    line = (X[:, 0::2].max(axis=(1, 2, 3)) > 3.5).astype(np.float32)
    probe = nn.Sequential(backbone, nn.Linear(32, 1))
    opt = torch.optim.Adam(probe.parameters(), lr=2e-3)
    for _ in range(epochs):
        for xb, yb in batches(X, line, shuffle=True):
            opt.zero_grad()
            F.binary_cross_entropy_with_logits(probe(xb).squeeze(1), yb).backward()
            opt.step()
    return {k: v.clone() for k, v in backbone.state_dict().items()}


def train_one_epoch(model, optimizer, X, y):
    model.train()
    meter = AverageMeter()
    for xb, yb in batches(X, y, shuffle=True):
        optimizer.zero_grad()
        if np.random.rand() < CFG.mixup_prob:
            xb, ya, yb2, lam = mixup_data(xb, yb, CFG.mixup_alpha)
            logits = model(xb)
            loss = lam * F.binary_cross_entropy_with_logits(logits, ya) + \
                (1 - lam) * F.binary_cross_entropy_with_logits(logits, yb2)
        else:
            loss = F.binary_cross_entropy_with_logits(model(xb), yb)
        loss.backward()
        optimizer.step()
        meter.update(loss.item(), len(xb))
    return meter.avg


@torch.no_grad()
def valid_one_epoch(model, X, y):
    model.eval()
    preds = np.concatenate([torch.sigmoid(model(xb)).numpy() for xb, _ in batches(X, y, shuffle=False)])
    return auc(y, preds), preds
