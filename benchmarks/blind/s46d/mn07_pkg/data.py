import torch


def freewheel_clicks(n, n_frames, gen):
    """Frame-wise click energy of a ratcheting rear hub while the rider coasts.

    Click rate = wheel rpm x pawl engagement points; the wheel slows down with rolling
    drag, so the click rate decays. Target: initial coasting speed in m/s (standardised).
    """
    speed = 3.0 + 7.0 * torch.rand(n, 1, generator=gen)
    points = torch.tensor([18.0, 24.0, 36.0])[torch.randint(0, 3, (n,), generator=gen)][:, None]
    t = torch.linspace(0, 2.0, n_frames)[None]
    v = speed * torch.exp(-0.12 * t)
    rate = v / (2.1 * 3.1416 / 1.0) * points
    phase = torch.cumsum(rate * (2.0 / n_frames), dim=1)
    energy = 0.5 + 0.5 * torch.cos(2 * 3.1416 * phase)
    energy = energy * (0.6 + 0.4 * torch.rand(n, 1, generator=gen)) + 0.05 * torch.randn(n, n_frames, generator=gen)
    return energy, ((speed - 6.5) / 2.0).squeeze(1)


def weak_views(x, gen, sigma=0.04):
    return x + sigma * torch.randn(x.shape, generator=gen)


def minibatches(x, y, labelled, bs, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    for i in range(0, x.shape[0], bs):
        j = perm[i:i + bs]
        yield x[j], y[j], labelled[j]
