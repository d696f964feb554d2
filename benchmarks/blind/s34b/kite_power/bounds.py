import torch


def action_bounds():
    # reel speed [m/s], elevation command [rad]
    low = torch.tensor([-6.0, 0.25])
    high = torch.tensor([8.0, 1.20])
    return low, high


def to_range_(a, low, high):
    """Map a tanh output in [-1, 1] onto [low, high] without an extra allocation."""
    return a.mul_((high - low) / 2.0).add_((high + low) / 2.0)
