import torch


def luthier_tasks(cfg, seed):
    """Each task is one luthier: own bracing pattern and wood preferences.

    Features of a free plate: tap peaks (3), density, thickness, stiffness ratio along / across.
    Target: the main air/top resonance of the finished, braced top (scaled Hz).
    """
    gen = torch.Generator().manual_seed(seed)
    n = cfg.shots + cfg.queries
    while True:
        bracing = torch.randn(cfg.n_features, generator=gen) * 0.5
        stiff_bias = torch.rand(1, generator=gen) * 1.5
        x = torch.randn(n, cfg.n_features, generator=gen)
        y = (torch.tanh(x[:, :3]).sum(1) * 0.6 + x @ bracing + stiff_bias * x[:, 5].abs()
             - 0.3 * x[:, 3] * x[:, 4])
        y = (y + 0.05 * torch.randn(n, generator=gen)).unsqueeze(1)
        yield (x[:cfg.shots], y[:cfg.shots]), (x[cfg.shots:], y[cfg.shots:])
