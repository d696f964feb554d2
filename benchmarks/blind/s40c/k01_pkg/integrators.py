"""Hand-written fixed-step integrators (no torchdiffeq on the cluster)."""
import torch


def euler_step(f, z, u, dt):
    return z + dt * f(z, u)


def rk4_step(f, z, u, dt):
    # input held constant over the step (zero-order hold of the 5-min samples)
    k1 = f(z, u)
    k2 = f(z + 0.5 * dt * k1, u)
    k3 = f(z + 0.5 * dt * k2, u)
    k4 = f(z + dt * k3, u)
    return z + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)


def integrate(f, z0, inputs, dt, stepper=rk4_step):
    """inputs: (P, T, n_input). Returns states (P, T, n_state), z0 at index 0."""
    states = [z0]
    z = z0
    for k in range(inputs.shape[1] - 1):
        z = stepper(f, z, inputs[:, k], dt)
        states.append(z)
    return torch.stack(states, dim=1)
