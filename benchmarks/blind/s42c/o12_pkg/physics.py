"""Lumped-mass model of a mooring line in the vertical plane.

Node 0 is the anchor (fixed), node N the fairlead on the buoy (moved by the
measured heave), nodes 1..N-1 are the clamps between segments.
"""
import math

import torch

LINE = {
    "n_seg": 8,
    "seg_len": 10.0,          # m unstretched
    "node_mass": 60.0,        # kg incl. added mass
    "wet_weight": 180.0,      # N per node, submerged
    "anchor": (0.0, -70.0),   # m (x, z), z up
    "fairlead": (45.0, 0.0),
    "heave_amp": 1.2,         # m
    "heave_period": 4.0,      # s
    "surge_amp": 0.6,
    "dt": 0.01,               # s
}
TRUE = {"EA": 1.5e5, "c": 800.0}


def fairlead_position(t, line=LINE):
    w = 2.0 * math.pi / line["heave_period"]
    ramp = min(1.0, t / 2.0)
    x = line["fairlead"][0] + ramp * line["surge_amp"] * math.sin(0.5 * w * t)
    z = line["fairlead"][1] + ramp * line["heave_amp"] * math.sin(w * t)
    return torch.tensor([x, z], dtype=torch.float64)


def straight_line(line=LINE):
    a = torch.tensor(line["anchor"], dtype=torch.float64)
    f = torch.tensor(line["fairlead"], dtype=torch.float64)
    s = torch.linspace(0.0, 1.0, line["n_seg"] + 1, dtype=torch.float64).unsqueeze(1)
    return a + s * (f - a)


def internal_forces(pos, vel, ea, c, line=LINE):
    d = pos[1:] - pos[:-1]
    length = d.norm(dim=1, keepdim=True)
    unit = d / length
    strain = (length - line["seg_len"]) / line["seg_len"]
    rel_v = ((vel[1:] - vel[:-1]) * unit).sum(dim=1, keepdim=True)
    tension = ea * strain + c * rel_v                       # N, per segment
    seg_force = tension * unit
    zero = torch.zeros(1, 2, dtype=pos.dtype)
    # node i is pulled towards i+1 by segment i and towards i-1 by segment i-1
    return torch.cat([seg_force, zero]) - torch.cat([zero, seg_force]), tension


def step(state, t, ea, c, line=LINE):
    pos, vel = state
    f_int, tension = internal_forces(pos, vel, ea, c, line)
    gravity = torch.tensor([0.0, -line["wet_weight"]], dtype=pos.dtype)
    acc = (f_int + gravity) / line["node_mass"]
    inner = torch.zeros(pos.shape[0], 1, dtype=pos.dtype)
    inner[1:-1] = 1.0                                        # anchor and fairlead are prescribed
    vel = (vel + line["dt"] * acc) * inner
    pos_new = pos + line["dt"] * vel
    top = fairlead_position(t + line["dt"], line)
    pos_new = torch.cat([pos_new[:-1], top.unsqueeze(0)])
    return (pos_new, vel), tension


def rollout(state, t0, n_steps, ea, c, line=LINE):
    positions, tensions = [], []
    t = t0
    for _ in range(n_steps):
        state, tension = step(state, t, ea, c, line)
        t += line["dt"]
        positions.append(state[0])
        tensions.append(tension[-1, 0])
    return state, torch.stack(positions), torch.stack(tensions)


def cut(state):
    """Keep the values of the state, drop its history (truncated backprop)."""
    pos, vel = state
    return (pos.detach(), vel.detach())
