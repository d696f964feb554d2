import math

import torch


def cgm_traces(n_patients=24, days=3, step_minutes=15):
    """Continuous glucose traces (mmol/L) with meals, insulin action and sensor noise."""
    n_steps = days * 24 * 60 // step_minutes
    t = torch.arange(n_steps).float() * step_minutes / 60.0
    traces = []
    for _ in range(n_patients):
        basal = 5.5 + 1.5 * torch.rand(())
        sensitivity = 0.6 + 0.8 * torch.rand(())
        glucose = basal + 0.4 * torch.sin(2 * math.pi * t / 24.0 + torch.rand(()) * 6)
        for day in range(days):
            for meal_hour in (7.5, 12.5, 19.0):
                start = day * 24 + meal_hour + 0.5 * torch.randn(())
                carbs = 2.0 + 2.0 * torch.rand(())
                dt = (t - start).clamp(min=0)
                glucose = glucose + carbs * (dt / 1.0) * torch.exp(-dt / (1.0 * sensitivity))
        traces.append(glucose + 0.15 * torch.randn(n_steps))
    return torch.stack(traces)
