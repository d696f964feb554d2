"""Darts throws from a wrist IMU + motion capture of the elbow.
Target: landing offset (dx, dy) in mm from the aimed point (treble 20)."""
import torch

SENSORS = ["elbow_deg", "release_ms", "speed_ms", "wrist_snap", "stance_cm",
           "fatigue", "grip_pos", "follow_through"]


def make_throws(n=4000, seed=31):
    g = torch.Generator().manual_seed(seed)
    s = torch.randn(n, len(SENSORS), generator=g)
    elbow, rel, speed, snap, stance, fatigue, grip, follow = s.unbind(1)
    dx = 6 * snap + 3 * stance * (1 + 0.3 * fatigue) - 4 * torch.tanh(grip) + 2 * follow * snap
    dy = -9 * speed + 5 * elbow - 3 * rel * speed + 4 * fatigue ** 2 - 2
    noise = torch.randn(n, 2, generator=g) * torch.tensor([3.0, 4.0])
    y = torch.stack([dx, dy], 1) + noise
    return s, y
