"""Synthetic swing-seat accelerometer traces.

A phone strapped under a playground swing seat records tangential acceleration.  A coasting
swing decays; a child pumping their legs keeps the amplitude up with a 2x-frequency component;
an adult pushing adds a kick once per period.  Classes: coasting, pumping, pushed.
"""
import numpy as np
import torch


def swing_traces(n, length=80, seed=0):
    rng = np.random.default_rng(seed)
    mode = rng.integers(0, 3, size=n)
    t = np.arange(length, dtype=np.float32)[None, :] / 10.0
    chain = rng.uniform(1.8, 2.6, size=(n, 1))
    omega = np.sqrt(9.81 / chain)
    amp0 = rng.uniform(0.4, 1.0, size=(n, 1))
    damping = np.where(mode[:, None] == 0, 0.08, 0.01)
    theta = amp0 * np.exp(-damping * t) * np.sin(omega * t)
    pump = (mode == 1)[:, None] * 0.15 * np.sin(2 * omega * t)
    phase = (omega * t) % (2 * np.pi)
    push = (mode == 2)[:, None] * 0.6 * np.exp(-((phase - 0.3) ** 2) / 0.05)
    acc = -9.81 * np.sin(theta) / 9.81 + pump + push + 0.03 * rng.standard_normal((n, length))
    return torch.tensor(acc, dtype=torch.float32), torch.tensor(mode, dtype=torch.long)
