import math
import random

import torch


def seed_all(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def warmup_cosine(total_steps, warmup_steps):
    def fn(step):
        if step < warmup_steps:
            return (step + 1) / warmup_steps
        progress = (step - warmup_steps) / max(1, total_steps - warmup_steps)
        return 0.5 * (1.0 + math.cos(math.pi * min(progress, 1.0)))
    return fn


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        (no_decay if p.ndim < 2 or "token" in name or "pos_embed" in name else decay).append(p)
    return [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]


def stripes(n, size, num_classes, seed):
    """Horizontal / vertical / diagonal stripes with noise."""
    g = torch.Generator().manual_seed(seed)
    y = torch.randint(0, num_classes, (n,), generator=g)
    ii, jj = torch.meshgrid(torch.arange(size), torch.arange(size), indexing="ij")
    pats = torch.stack([(ii % 4 < 2), (jj % 4 < 2), ((ii + jj) % 4 < 2)]).float()
    x = pats[y].unsqueeze(1) + 0.3 * torch.randn(n, 1, size, size, generator=g)
    return x, y
