import torch

COMPOUNDS = ("caffeine", "theobromine", "theophylline")
RETENTION = torch.tensor([4.1, 4.6, 5.4])  # minutes
POINTS = 240
RUN_MIN = 8.0


def hplc_runs(n, seed):
    """UV absorbance traces with co-eluting peaks, baseline drift and detector noise."""
    gen = torch.Generator().manual_seed(seed)
    t = torch.linspace(0.0, RUN_MIN, POINTS)
    amounts = torch.rand(n, len(COMPOUNDS), generator=gen)
    shift = 0.08 * torch.randn(n, 1, generator=gen)
    width = 0.12 + 0.04 * torch.rand(n, 1, generator=gen)
    centres = RETENTION[None, :] + shift
    peaks = amounts[:, :, None] * torch.exp(-0.5 * ((t[None, None, :] - centres[:, :, None]) / width[:, :, None]) ** 2)
    drift = 0.05 * torch.rand(n, 1, generator=gen) * t[None, :] / RUN_MIN
    trace = peaks.sum(dim=1) + drift + 0.01 * torch.randn(n, POINTS, generator=gen)
    return trace[:, None, :], amounts
