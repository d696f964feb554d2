import torch


def euler_rollout(field, y0, dt, n_frames, substeps=4):
    """Explicit Euler with a few substeps per video frame."""
    h = dt / substeps
    y = y0.clone()
    t = torch.zeros(())
    frames = [y0]
    for _ in range(n_frames - 1):
        for _ in range(substeps):
            y += h * field(y, t)
            t = t + h
        frames.append(y.clone())
    return torch.stack(frames, dim=1)
