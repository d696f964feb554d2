import torch

from .slinky import coil_forces


def drop(x0, stiffness, damping, n_steps, dt, record_every=5):
    """Release the top coil at t=0; semi-implicit Euler with coil collisions
    handled by the one-sided springs.  Returns top and bottom trajectories."""
    n = x0.shape[-1]
    m = 1.0 / n
    x = x0
    v = torch.zeros_like(x0)
    tops, bottoms = [x[..., 0]], [x[..., -1]]
    for step in range(1, n_steps + 1):
        a = coil_forces(x, v, stiffness, damping) / m
        v = v + dt * a
        x = x + dt * v
        if step % record_every == 0:
            tops.append(x[..., 0])
            bottoms.append(x[..., -1])
    return torch.stack(tops, dim=-1), torch.stack(bottoms, dim=-1)
