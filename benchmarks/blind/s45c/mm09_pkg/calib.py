import torch


def brier(p, y):
    return ((p - y) ** 2).mean().item()


def log_loss(p, y, eps=1e-6):
    p = p.clamp(eps, 1 - eps)
    return -(y * p.log() + (1 - y) * (1 - p).log()).mean().item()


def reliability(p, y, bins=5):
    edges = torch.linspace(0, 1, bins + 1)
    out = []
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (p >= lo) & (p < hi)
        if m.sum() > 20:
            out.append((f"{lo:.1f}-{hi:.1f}", p[m].mean().item(), y[m].mean().item(), int(m.sum())))
    return out
