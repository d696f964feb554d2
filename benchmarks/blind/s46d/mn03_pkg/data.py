import torch

REGIMES = ("sleeping", "slow-precession", "nutating", "about-to-fall")


def top_gyro_traces(n, length, gen):
    """Tilt angle of a toy spinning top sampled by a phone IMU taped to the table.

    Regime sets the precession rate, the nutation ripple and the drift of the tilt.
    """
    regime = torch.randint(0, len(REGIMES), (n,), generator=gen)
    t = torch.linspace(0, 4, length)
    prec = torch.tensor([0.2, 1.0, 1.6, 2.4])[regime][:, None]
    nut = torch.tensor([0.0, 0.05, 0.35, 0.2])[regime][:, None]
    drift = torch.tensor([0.0, 0.02, 0.05, 0.3])[regime][:, None]
    phase = 6.283 * torch.rand(n, 1, generator=gen)
    tilt = 0.1 + drift * t[None] ** 2 + 0.15 * torch.sin(prec * 6.283 * t[None] + phase)
    tilt = tilt + nut * torch.sin(9.0 * 6.283 * t[None]) * torch.exp(-0.3 * t[None])
    tilt = tilt + 0.03 * torch.randn(n, length, generator=gen)
    return tilt, regime


def split_labelled(x, y, n_labelled, gen):
    perm = torch.randperm(x.shape[0], generator=gen)
    lab, unl = perm[:n_labelled], perm[n_labelled:]
    return (x[lab], y[lab]), x[unl]


def gaussian_view(x, sigma, gen):
    return x + sigma * torch.randn(x.shape, generator=gen)
