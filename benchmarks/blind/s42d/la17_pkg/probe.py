"""After training: how well can a fresh classifier still tell lab from field features?"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from .model import frozen_features


def domain_probe(net, x_lab, x_field, steps=150):
    clf = nn.Sequential(nn.Linear(net.foragers.in_features, 16), nn.ReLU(), nn.Linear(16, 1))
    opt = torch.optim.Adam(clf.parameters(), lr=1e-2)
    feats = torch.cat([frozen_features(net, x_lab), frozen_features(net, x_field)])
    labels = torch.cat([torch.zeros(len(x_lab)), torch.ones(len(x_field))])
    half = len(feats) // 2
    perm = torch.randperm(len(feats))
    tr, te = perm[:half], perm[half:]
    for _ in range(steps):
        loss = F.binary_cross_entropy_with_logits(clf(feats[tr]).squeeze(1), labels[tr])
        opt.zero_grad()
        loss.backward()
        opt.step()
    pred = (clf(feats[te]).squeeze(1) > 0).float()
    acc = (pred == labels[te]).float().mean().item()
    spread = np.linalg.norm(feats[labels == 0].mean(0).numpy() - feats[labels == 1].mean(0).numpy())
    return acc, float(spread)
