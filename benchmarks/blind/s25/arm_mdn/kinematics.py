import math

import torch


def reach(angles, upper, fore):
    """Forward kinematics of a planar two-link arm: joint angles -> hand position."""
    shoulder, elbow = angles.unbind(dim=-1)
    x = upper * torch.cos(shoulder) + fore * torch.cos(shoulder + elbow)
    y = upper * torch.sin(shoulder) + fore * torch.sin(shoulder + elbow)
    return torch.stack([x, y], dim=-1)


def demonstrations(count, upper, fore, generator):
    """Hand positions and the joint angles that produced them (both elbow-up and elbow-down)."""
    shoulder = torch.rand(count, generator=generator) * math.pi
    elbow = (0.3 + torch.rand(count, generator=generator) * 2.2) * torch.where(
        torch.rand(count, generator=generator) < 0.5, -1.0, 1.0)
    angles = torch.stack([shoulder, elbow], dim=1)
    hands = reach(angles, upper, fore) + 0.01 * torch.randn(count, 2, generator=generator)
    return hands, angles
