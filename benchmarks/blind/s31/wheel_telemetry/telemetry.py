"""Synthetic reaction-wheel housekeeping telemetry at 1 Hz.

Channels: wheel speed (krpm), commanded torque (mNm), motor current (A), bearing temperature (C).
A nominal model estimates the motor current from the speed and torque history; bearing
friction episodes are injected into the evaluation pass and show up as current residuals.
"""
import math

import torch

CHANNELS = ("speed", "torque_cmd", "current", "bearing_temp")
EXOGENOUS = (0, 1)
PREDICTED = (2,)
WINDOW = 20


def pass_telemetry(seconds, generator, friction_events=0):
    t = torch.arange(seconds, dtype=torch.float32)
    torque = 2.0 * torch.sin(2 * math.pi * t / 300) + 0.3 * torch.randn(seconds, generator=generator)
    speed = 2.0 + torch.cumsum(torque, 0) * 0.002
    friction = torch.zeros(seconds)
    anomaly = torch.zeros(seconds, dtype=torch.bool)
    for _ in range(friction_events):
        start = int(torch.randint(WINDOW, seconds - 40, (1,), generator=generator))
        friction[start:start + 25] += 0.15
        anomaly[start:start + 25] = True
    current = 0.05 + 0.08 * torque.abs() + 0.02 * speed + friction
    current = current + 0.01 * torch.randn(seconds, generator=generator)
    temp = torch.zeros(seconds)
    temp[0] = 22.0
    for i in range(1, seconds):
        temp[i] = temp[i - 1] + 0.02 * (22.0 + 30 * current[i] - temp[i - 1])
    temp = temp + 0.05 * torch.randn(seconds, generator=generator)
    series = torch.stack([speed / 3, torque / 2, current * 5, (temp - 22) / 3], dim=1)
    return series, anomaly


def windows(series, anomaly):
    idx = torch.arange(WINDOW, series.shape[0])
    x = torch.stack([series[i - WINDOW + 1:i + 1, list(EXOGENOUS)] for i in idx.tolist()])
    y = series[idx][:, list(PREDICTED)]
    return x, y, anomaly[idx]
