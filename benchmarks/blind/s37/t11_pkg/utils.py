import torch
from torch import nn


def apply_max_norm(module, max_norm):
    for m in module.modules():
        if isinstance(m, nn.Embedding) and m.embedding_dim > 1:
            norms = m.weight.norm(dim=1, keepdim=True).clamp(min=1e-8)
            m.weight.mul_(torch.clamp(max_norm / norms, max=1.0))


def synthetic_ratings(cfg, seed=0):
    g = torch.Generator().manual_seed(seed)
    pu = torch.randn(cfg.n_users, 4, generator=g)
    qi = torch.randn(cfg.n_items, 4, generator=g)
    u = torch.randint(0, cfg.n_users, (cfg.n_ratings,), generator=g)
    i = torch.randint(0, cfg.n_items, (cfg.n_ratings,), generator=g)
    r = (3 + (pu[u] * qi[i]).sum(1) * 0.5 + 0.3 * torch.randn(cfg.n_ratings, generator=g)).clamp(1, 5)
    return u, i, r
