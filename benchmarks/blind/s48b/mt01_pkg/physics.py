"""Ground-truth leaky-faucet model (Shaw's drip oscillator, nondimensional).

A pendant drop is a mass on a surface-tension spring.  The mass grows at the
tap's flow rate; when the neck stretches past a critical length the drop
pinches off, carrying away a fraction of the mass that depends on its speed.
"""
import torch


def drip_rhs(state, flow, k_surface=10.0, damping=0.5, gravity=1.0):
    x, v, m = state[..., 0], state[..., 1], state[..., 2]
    dv = gravity - (k_surface * x + (damping + flow) * v) / m
    return torch.stack([v, dv, flow.expand_as(m)], dim=-1)


def pinch_off(state, x_crit=0.9):
    x, v, m = state[..., 0], state[..., 1], state[..., 2]
    snapped = x > x_crit
    keep = 0.35 + 0.1 * torch.tanh(v)
    m_new = torch.where(snapped, m * keep, m)
    x_new = torch.where(snapped, x * 0.2, x)
    v_new = torch.where(snapped, torch.zeros_like(v), v)
    return torch.stack([x_new, v_new, m_new], dim=-1)


@torch.no_grad()
def simulate_faucet(flows, n_steps, dt, substeps=4):
    """Integrate one trajectory per tap setting; returns (n_taps, n_steps, 3)."""
    flows = flows.reshape(-1)
    state = torch.stack([torch.zeros_like(flows), torch.zeros_like(flows),
                         0.5 * torch.ones_like(flows)], dim=-1)
    out = [state]
    h = dt / substeps
    for _ in range(n_steps - 1):
        for _ in range(substeps):
            k1 = drip_rhs(state, flows)
            k2 = drip_rhs(state + 0.5 * h * k1, flows)
            state = state + h * k2
            state = pinch_off(state)
        out.append(state)
    return torch.stack(out, dim=1)
