import math

import torch

L1, L2 = 0.45, 0.35          # link lengths (m)
M1, M2 = 3.0, 2.0            # link masses (kg)
G = 9.81


def sample_payload(gen):
    mass = 2.5 * torch.rand((), generator=gen)                  # kg at the gripper
    offset = 0.1 * (2 * torch.rand((), generator=gen) - 1)      # m along link 2
    viscous = 0.2 + 0.6 * torch.rand((), generator=gen)         # joint-2 friction (N m s/rad)
    return mass, offset, viscous


def joint_torques(state, payload):
    """Inverse dynamics (gravity + inertia + viscous friction) of a planar arm in a vertical plane.
    state columns: q1, q2, dq2, ddq1, ddq2 (rad, rad/s, rad/s^2)."""
    q1, q2, dq2, ddq1, ddq2 = state.unbind(1)
    mass, offset, viscous = payload
    m2 = M2 + mass
    lc2 = (M2 * L2 / 2 + mass * (L2 + offset)) / m2
    i2 = M2 * L2 ** 2 / 12 + mass * (L2 + offset - lc2) ** 2 + M2 * (L2 / 2 - lc2) ** 2
    g1 = (M1 * L1 / 2 + m2 * L1) * G * torch.cos(q1) + m2 * lc2 * G * torch.cos(q1 + q2)
    g2 = m2 * lc2 * G * torch.cos(q1 + q2)
    h = m2 * L1 * lc2 * torch.cos(q2)
    d11 = M1 * L1 ** 2 / 3 + m2 * L1 ** 2 + i2 + m2 * lc2 ** 2 + 2 * h
    d12 = i2 + m2 * lc2 ** 2 + h
    d22 = i2 + m2 * lc2 ** 2
    tau1 = d11 * ddq1 + d12 * ddq2 + g1
    tau2 = d12 * ddq1 + d22 * ddq2 + g2 + viscous * dq2
    return torch.stack([tau1, tau2], dim=1)


def random_states(n, gen):
    lo = torch.tensor([-math.pi / 2, -2.5, -2.0, -4.0, -4.0])
    hi = torch.tensor([math.pi / 2, 2.5, 2.0, 4.0, 4.0])
    return lo + (hi - lo) * torch.rand(n, 5, generator=gen)


TORQUE_SCALE = 20.0


def sample_task(gen, k_support, k_query):
    payload = sample_payload(gen)
    xs, xq = random_states(k_support, gen), random_states(k_query, gen)
    ts = joint_torques(xs, payload) / TORQUE_SCALE
    tq = joint_torques(xq, payload) / TORQUE_SCALE
    ts = ts + 0.01 * torch.randn(ts.shape, generator=gen)
    return (xs, ts), (xq, tq)
