"""Synthetic 10-minute records from a cable-stayed bridge monitoring system."""
import math

import torch

FEATURES = ("wind_speed", "yaw_sin", "yaw_cos", "rain_mm_h", "air_temp", "cable_incl", "f1_hz", "damping")


def ten_minute_records(n, gen):
    u = torch.rand(n, generator=gen) * 18.0                       # mean wind speed m/s
    yaw = torch.rand(n, generator=gen) * 2 * math.pi              # wind yaw to cable plane
    rain = torch.relu(torch.randn(n, generator=gen) * 4.0)        # mm/h
    temp = 10.0 + 9.0 * torch.randn(n, generator=gen)
    incl = torch.rand(n, generator=gen) * 30.0 + 20.0             # cable inclination, deg
    f1 = 0.6 + torch.rand(n, generator=gen) * 1.4                 # first mode frequency
    damp = 0.001 + torch.rand(n, generator=gen) * 0.004           # damping ratio

    window = torch.exp(-0.5 * ((u - 9.0) / 2.5) ** 2)              # rivulet forms at 6-12 m/s
    rivulet = (rain > 0.5).float() * window * (torch.cos(yaw) ** 2) * (incl / 50.0)
    event_score = 8.0 * rivulet - 500.0 * damp + 0.5
    event = (torch.rand(n, generator=gen) < torch.sigmoid(10.0 * event_score - 8.0)).float()
    buffet = 0.004 * u ** 1.5 / f1
    amp_mm = buffet + event * 40.0 * rivulet / (damp * 400.0) + 0.3 * torch.rand(n, generator=gen)

    x = torch.stack([u / 18, torch.sin(yaw), torch.cos(yaw), torch.log1p(rain), (temp - 10) / 9,
                     (incl - 35) / 9, f1 - 1.3, damp * 400 - 1.2], 1)
    return x, {"amp": torch.log1p(amp_mm), "event": event}
