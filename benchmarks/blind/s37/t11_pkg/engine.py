import torch
import torch.nn.functional as F

from .utils import apply_max_norm


def fit_epoch(model, opt, data, cfg):
    u, i, r = data
    perm = torch.randperm(u.numel())
    total, n = 0.0, 0
    for start in range(0, u.numel(), cfg.batch):
        idx = perm[start:start + cfg.batch]
        pred = model(u[idx], i[idx])
        loss = F.mse_loss(pred, r[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        apply_max_norm(model, cfg.max_norm)
        total += loss.item() * idx.numel()
        n += idx.numel()
    return (total / n) ** 0.5


@torch.no_grad()
def rmse(model, data):
    u, i, r = data
    return F.mse_loss(model(u, i).clamp(1, 5), r).sqrt().item()
