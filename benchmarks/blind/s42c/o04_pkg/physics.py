"""Point-dipole field and the total-field anomaly a caesium sensor measures."""
import math

import torch

MU0_OVER_4PI = 1.0e-7      # T m / A
TESLA_TO_NT = 1.0e9


def field_direction(inclination_deg, declination_deg, dtype=torch.float64):
    inc = math.radians(inclination_deg)
    dec = math.radians(declination_deg)
    return torch.tensor([math.cos(inc) * math.cos(dec),
                         math.cos(inc) * math.sin(dec),
                         math.sin(inc)], dtype=dtype)


def dipole_field(stations, position, moment):
    """B (nT) at each station (N, 3) from a dipole `moment` (3,) at `position` (3,)."""
    r = stations - position
    dist = r.norm(dim=1, keepdim=True)
    r_hat = r / dist
    m_dot_r = (r_hat * moment).sum(dim=1, keepdim=True)
    b = MU0_OVER_4PI * (3.0 * m_dot_r * r_hat - moment) / dist ** 3
    return b * TESLA_TO_NT


def total_field_anomaly(stations, position, moment, f_hat):
    """Projection of the anomalous field on the main-field direction."""
    return dipole_field(stations, position, moment) @ f_hat
