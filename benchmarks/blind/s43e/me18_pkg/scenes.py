"""Synthetic Lyft-Level-5-like agent tracks in the ego frame: each agent keeps going
straight, turns left or turns right at a random speed; history -> future (x, y)."""
import numpy as np
import torch

from .config import CFG


def _track(rng, n_steps):
    speed = rng.uniform(0.5, 1.5)
    heading = rng.normal(0, 0.1)
    turn = rng.choice([0.0, 0.08, -0.08], p=[0.5, 0.25, 0.25])
    turn_start = rng.integers(CFG.history - 2, CFG.history + 6)
    pts, pos = [], np.zeros(2)
    for k in range(n_steps):
        if k >= turn_start:
            heading += turn
        pos = pos + speed * np.array([np.cos(heading), np.sin(heading)])
        pts.append(pos + rng.normal(0, 0.03, 2))
    pts = np.array(pts)
    return pts - pts[CFG.history - 1]                      # current position at the origin


def make_scenes(seed):
    rng = np.random.default_rng(seed)
    n = CFG.n_scenes * CFG.agents_per_scene
    tracks = np.stack([_track(rng, CFG.history + CFG.future) for _ in range(n)]).astype(np.float32)
    scene = np.repeat(np.arange(CFG.n_scenes), CFG.agents_per_scene)
    hist = torch.from_numpy(tracks[:, :CFG.history])
    fut = torch.from_numpy(tracks[:, CFG.history:])
    avail = torch.ones(n, CFG.future)
    avail[torch.rand(n) < 0.1, -5:] = 0                 # some agents leave the sensor range
    return hist, fut, avail, scene
