"""Discrete slinky: n point masses joined by springs that cannot compress past
coil contact.  Position x is measured downward from the hand, units where the
total mass, gravity and the relaxed length are 1."""
import torch

GRAVITY = 1.0


def hanging_shape(n, stiffness):
    """Static equilibrium with the top coil held: segment j carries the weight
    of every coil below it."""
    m = 1.0 / n
    k_seg = stiffness * (n - 1)
    below = torch.arange(n - 1, 0, -1, dtype=torch.float32)
    gaps = m * GRAVITY * below / k_seg
    return torch.cat([torch.zeros(1), torch.cumsum(gaps, dim=0)])


def coil_forces(x, v, stiffness, damping):
    n = x.shape[-1]
    m = 1.0 / n
    stretch = torch.clamp(x[..., 1:] - x[..., :-1], min=0.0)
    rate = v[..., 1:] - v[..., :-1]
    tension = stiffness * (n - 1) * stretch + damping * rate
    forces = torch.zeros_like(x)
    forces[..., :-1] += tension
    forces[..., 1:] -= tension
    return forces + m * GRAVITY
