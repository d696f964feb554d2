import math

import torch

N_POINTS = 32


def writer_templates(n_writers, n_harmonics=4):
    """Each writer's signature is a closed-ish pen path built from a few harmonics."""
    coeffs = torch.randn(n_writers, 2, n_harmonics) / torch.arange(1, n_harmonics + 1)
    phases = 2 * math.pi * torch.rand(n_writers, 2, n_harmonics)
    return coeffs, phases


def render(coeffs, phases, jitter=0.2):
    t = torch.linspace(0, 2 * math.pi, N_POINTS)
    k = torch.arange(1, coeffs.size(-1) + 1).float()
    warp = t + 0.15 * torch.randn(()) * torch.sin(t)
    wave = torch.sin(k.unsqueeze(1) * warp.unsqueeze(0) + phases.unsqueeze(-1))
    path = (coeffs.unsqueeze(-1) * wave).sum(dim=1)
    angle = 0.6 * torch.randn(())
    rotation = torch.stack([torch.stack([angle.cos(), -angle.sin()]),
                            torch.stack([angle.sin(), angle.cos()])])
    scale = 1.0 + 0.2 * torch.randn(())
    return scale * rotation @ path + jitter * torch.randn_like(path)


def sample_pairs(templates, n_pairs):
    coeffs, phases = templates
    n_writers = coeffs.size(0)
    a, b, same = [], [], []
    for _ in range(n_pairs):
        w1 = int(torch.randint(n_writers, ()))
        genuine = bool(torch.rand(()) < 0.5)
        w2 = w1 if genuine else int((w1 + torch.randint(1, n_writers, ())) % n_writers)
        a.append(render(coeffs[w1], phases[w1]))
        b.append(render(coeffs[w2], phases[w2]))
        same.append(float(genuine))
    return torch.stack(a), torch.stack(b), torch.tensor(same)
