import torch

from .jet import integrate, landing_distance, launch_velocity


def range_vs_angle(model, setting_idx, angles_deg):
    """d(range)/d(angle) for a sweep of angles, plus d(range)/d(v0): each range
    depends on its own shot only, so one vector-Jacobian product with ones gives
    all of them at once."""
    angles = angles_deg.clone().requires_grad_(True)
    speed = model.speeds(setting_idx).detach()
    v0 = launch_velocity(speed, angles)
    v0.retain_grad()
    positions, _ = integrate(v0, model.log_k.exp().detach())
    ranges = landing_distance(positions)
    ranges.backward(torch.ones_like(ranges))
    return ranges.detach(), angles.grad, v0.grad
