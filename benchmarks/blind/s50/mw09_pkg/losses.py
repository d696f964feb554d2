"""Exponentially weighted sequence loss over refinement iterations."""
import torch


def sequence_loss(estimates, flow_gt, gamma=0.8):
    n = len(estimates)
    total = 0.0
    for i, est in enumerate(estimates):
        total = total + gamma ** (n - i - 1) * (est - flow_gt).abs().mean()
    epe = (estimates[-1] - flow_gt).norm(dim=1).mean()
    return total, epe


def make_optimizer(model, lr=3e-3, steps=60):
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-5)
    return opt, torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, total_steps=steps, pct_start=0.1)
