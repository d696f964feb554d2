"""Weighted L1 over refinement steps; optimizer factory."""
import torch


def refinement_loss(preds, target, gamma=0.85):
    weights = [gamma ** (len(preds) - 1 - i) for i in range(len(preds))]
    return sum(w * (p - target).abs().mean() for w, p in zip(weights, preds))


def build_optimizer(net, lr=3e-3):
    return torch.optim.Adam(net.parameters(), lr=lr)
