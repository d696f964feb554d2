import torch

CURVE_LEN = 24
OUTCOMES = ["smooth", "grainy", "crystallised"]


def cooking_logs(n, seed=0):
    """Temperature curve (24 readings, C/100), glucose-syrup share, stirring minutes, butter share."""
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, CURVE_LEN).unsqueeze(0)
    peak = 112 + 14 * torch.rand(n, 1, generator=g)
    rise = 3 + 4 * torch.rand(n, 1, generator=g)
    cool_at = 0.6 + 0.25 * torch.rand(n, 1, generator=g)
    curve = 20 + (peak - 20) * (1 - torch.exp(-rise * t))
    curve = curve - (t > cool_at).float() * (t - cool_at) * 150 * torch.rand(n, 1, generator=g)
    curve = curve + 0.8 * torch.randn(n, CURVE_LEN, generator=g)
    syrup = 0.4 * torch.rand(n, 1, generator=g)
    stir = 10 * torch.rand(n, 1, generator=g)
    butter = 0.25 * torch.rand(n, 1, generator=g)
    seed_risk = 0.25 * stir - 18 * syrup + 0.12 * (peak - 118) - 6 * butter + 0.4 * torch.randn(n, 1, generator=g)
    outcome = (seed_risk > -3.5).long().squeeze(1) + (seed_risk > -1.5).long().squeeze(1)
    side = torch.cat([syrup * 2.5, stir / 10, butter * 4], 1)
    return curve / 100.0, side, peak.squeeze(1) / 100.0, outcome
