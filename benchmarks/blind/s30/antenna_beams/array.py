import math

import torch

ELEMENTS = 8
SPACING = 0.5  # wavelengths
SNAPSHOTS = 32
SECTORS = torch.linspace(-60.0, 60.0, 25)


def steering(theta_deg):
    theta = torch.deg2rad(theta_deg)
    k = torch.arange(ELEMENTS, dtype=torch.float32)
    phase = 2 * math.pi * SPACING * k[None, :] * torch.sin(theta)[:, None]
    return torch.polar(torch.ones_like(phase), phase)


def covariance_features(snapshots):
    cov = snapshots @ snapshots.conj().transpose(1, 2) / snapshots.shape[-1]
    iu = torch.triu_indices(ELEMENTS, ELEMENTS)
    upper = cov[:, iu[0], iu[1]]
    feats = torch.cat([upper.real, upper.imag], dim=1)
    return feats / feats.norm(dim=1, keepdim=True)


def simulate(n, seed):
    gen = torch.Generator().manual_seed(seed)
    label = torch.randint(len(SECTORS), (n,), generator=gen)
    jitter = (torch.rand(n, generator=gen) - 0.5) * 4.0
    theta = SECTORS[label] + jitter
    snr_db = 0.0 + 20.0 * torch.rand(n, generator=gen)
    amp = (10 ** (snr_db / 20))[:, None, None]
    a = steering(theta)[:, :, None]
    sig = torch.complex(torch.randn(n, 1, SNAPSHOTS, generator=gen), torch.randn(n, 1, SNAPSHOTS, generator=gen))
    noise = torch.complex(torch.randn(n, ELEMENTS, SNAPSHOTS, generator=gen), torch.randn(n, ELEMENTS, SNAPSHOTS, generator=gen))
    x = amp * a * sig + noise / math.sqrt(2)
    return covariance_features(x), label, theta
