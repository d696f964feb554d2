import numpy as np
import torch
import torch.nn.functional as F

from .config import CFG


def train_one_epoch(net, opt, X, Y):
    net.train()
    targets = (Y > 0).float() * (1 - CFG.label_smoothing) + 0.5 * CFG.label_smoothing
    perm = torch.randperm(len(X))
    tot, nb = 0.0, 0
    for s in range(0, len(X) - CFG.batch_size + 1, CFG.batch_size):
        b = perm[s:s + CFG.batch_size]
        opt.zero_grad()
        loss = F.binary_cross_entropy_with_logits(net(X[b]), targets[b])
        loss.backward()
        opt.step()
        tot += loss.item()
        nb += 1
    return tot / nb


@torch.no_grad()
def predict_proba(net, X):
    net.eval()
    return torch.sigmoid(net(X)).mean(dim=1).numpy()      # average over resp heads


def fit_model(name, build, X_tr, Y_tr, X_va):
    net = build(name)
    opt = torch.optim.Adam(net.parameters(), lr=CFG.lr)
    for _ in range(CFG.epochs):
        loss = train_one_epoch(net, opt, X_tr, Y_tr)
    return predict_proba(net, X_va), loss
