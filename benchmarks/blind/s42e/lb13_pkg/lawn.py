"""One-step lawn-patch simulator for a robotic mower.

state  : grass height (cm), moisture, slope, battery charge (all scaled to ~[-1, 1])
action : blade rpm and ground speed, both in [-1, 1]
reward : cut quality minus energy use (per square metre)
"""
import torch

STATE_DIM, ACTION_DIM = 4, 2


def sample_patches(n, gen):
    return torch.rand(n, STATE_DIM, generator=gen) * 2 - 1


def reward(state, action):
    height, moist, slope, battery = state.unbind(-1)
    rpm, speed = action.unbind(-1)
    # taller / wetter grass wants high blade rpm and low ground speed
    want_rpm = 0.6 * height + 0.3 * moist
    want_speed = -0.5 * height - 0.3 * moist - 0.2 * slope
    quality = 1.0 - (rpm - want_rpm) ** 2 - 0.7 * (speed - want_speed) ** 2
    energy = 0.15 * (1.2 - 0.4 * battery) * (rpm + 1) * (1 + 0.3 * slope.abs())
    return quality - energy


def best_action(state, steps=101):
    """Reference optimum by brute force, for reporting only."""
    grid = torch.linspace(-1, 1, steps)
    rpm, speed = torch.meshgrid(grid, grid, indexing="ij")
    cand = torch.stack([rpm.flatten(), speed.flatten()], -1)
    r = reward(state[:, None, :].expand(-1, cand.shape[0], -1), cand[None].expand(state.shape[0], -1, -1))
    return r.max(1).values
