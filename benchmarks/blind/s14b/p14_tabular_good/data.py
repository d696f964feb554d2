import torch


def synth(cfg, n, seed):
    g = torch.Generator().manual_seed(seed)
    numeric = torch.randn(n, cfg.num_numeric, generator=g)
    cats = {k: torch.randint(0, c, (n,), generator=g) for k, c in cfg.cat_cardinalities.items()}
    y = numeric[:, 0] * 2 - numeric[:, 1] + (cats["plan"].float() - 1) + 0.1 * torch.randn(n, generator=g)
    out = []
    for i in range(0, n, cfg.batch_size):
        sl = slice(i, i + cfg.batch_size)
        out.append((numeric[sl], {k: v[sl] for k, v in cats.items()}, y[sl]))
    return out
