import torch


def synth_traces(n, length=256, seed=0):
    """Noise, then a P arrival (sharp onset) on a random sample; target is a Gaussian around it."""
    g = torch.Generator().manual_seed(seed)
    onset = torch.randint(40, length - 40, (n,), generator=g)
    t = torch.arange(length).float()
    env = ((t[None] - onset[:, None]) >= 0).float() * torch.exp(-(t[None] - onset[:, None]).clamp(min=0) / 40)
    x = 0.1 * torch.randn(n, 3, length, generator=g) + env[:, None] * torch.sin(t / 2)[None, None] \
        * torch.rand(n, 3, 1, generator=g)
    target = torch.exp(-(t[None] - onset[:, None]) ** 2 / 18.0)
    return x, target, onset
