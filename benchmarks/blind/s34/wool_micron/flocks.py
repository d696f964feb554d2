import torch

POSITIONS = 40


def staple_profiles(n, *, seed, strength_scale=1.0, break_bias=0.0):
    """Fibre diameter along the staple (tip to base) and staple strength / position of break."""
    g = torch.Generator().manual_seed(seed)
    pos = torch.linspace(0, 1, POSITIONS)
    mfd = 17 + 6 * torch.rand(n, 1, generator=g)
    phase = torch.rand(n, 1, generator=g)
    season = 1.5 * torch.rand(n, 1, generator=g) * torch.sin(2 * torch.pi * (pos + phase))
    tender_at = 0.15 + 0.7 * torch.rand(n, 1, generator=g)
    depth = 4 * torch.rand(n, 1, generator=g) ** 2
    dip = depth * torch.exp(-((pos - tender_at) / 0.06) ** 2)
    profile = mfd + season - dip + 0.3 * torch.randn(n, POSITIONS, generator=g)

    minimum = profile.min(dim=1).values
    mean = profile.mean(dim=1)
    strength = strength_scale * (55 * (minimum / mean) ** 4 + 0.8 * (mean - 20))
    strength = strength + torch.randn(n, generator=g)
    brk = 100 * (profile.argmin(dim=1).float() / (POSITIONS - 1)) + break_bias
    brk = brk + 3 * torch.randn(n, generator=g)
    return profile[:, None, :], torch.stack([strength, brk / 10], dim=1)
