import torch

G = 9.81


def spin_rate(omega0, log_friction, t):
    """Spin decays exponentially through tip friction."""
    return omega0 * torch.exp(-torch.exp(log_friction) * t)


def precession_rate(params, t, *, omega0, mass, arm):
    """Gyroscopic approximation: Omega = m g r / (I * omega)."""
    inertia = torch.exp(params["log_inertia"])
    return mass * G * arm / (inertia * spin_rate(omega0, params["log_friction"], t))


def log_residual(params, batch, **top):
    pred = precession_rate(params, batch["t"], **top)
    return torch.log(pred) - torch.log(batch["precession"])
