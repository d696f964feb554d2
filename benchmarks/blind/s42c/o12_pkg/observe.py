"""Synthetic ROV-camera tracks of every clamp (2 cm rms) and a settled start."""
import torch

from . import physics


def settled_state(ea, c, seconds=20.0):
    line = physics.LINE
    state = (physics.straight_line(line), torch.zeros(line["n_seg"] + 1, 2, dtype=torch.float64))
    n = int(seconds / line["dt"])
    with torch.no_grad():
        for _ in range(n):
            state, _ = physics.step(state, 0.0, ea, 4.0 * c, line)   # extra damping to settle
    return state


def tracked_positions(n_steps, seed=4, noise=0.02):
    ea = torch.tensor(physics.TRUE["EA"], dtype=torch.float64)
    c = torch.tensor(physics.TRUE["c"], dtype=torch.float64)
    start = settled_state(ea, c)
    with torch.no_grad():
        _, pos, _ = physics.rollout(start, 0.0, n_steps, ea, c)
    gen = torch.Generator().manual_seed(seed)
    return start, pos + noise * torch.randn(pos.shape, generator=gen, dtype=torch.float64)
