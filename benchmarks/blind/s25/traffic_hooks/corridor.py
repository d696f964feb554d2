import math

import torch

SENSORS = 12
HISTORY = 8
STEPS_PER_DAY = 144


def speeds(days, generator):
    """Speeds (km/h) on a 12-sensor highway corridor, one reading every 10 minutes."""
    t = torch.arange(days * STEPS_PER_DAY, dtype=torch.float32)
    hour = (t % STEPS_PER_DAY) / 6.0
    day = (t // STEPS_PER_DAY).long()
    morning = 0.6 + 0.6 * torch.rand(days, generator=generator)
    evening = 0.5 + 0.6 * torch.rand(days, generator=generator)
    grid = []
    for s in range(SENSORS):
        lag = 0.15 * (SENSORS - 1 - s)
        jam = (morning[day] * torch.exp(-((hour - 8.0 - lag) / 0.9) ** 2)
               + evening[day] * torch.exp(-((hour - 17.5 - lag) / 1.2) ** 2))
        bottleneck = 1.0 + 0.3 * math.cos(s / 2.0)
        grid.append(105.0 - 48.0 * bottleneck * jam)
    grid = torch.stack(grid, dim=1)
    return grid + 2.5 * torch.randn(grid.shape, generator=generator)


def windows(grid):
    scaled = (grid - 80.0) / 20.0
    inputs = scaled.unfold(0, HISTORY, 1)[:-1]          # [N, sensors, history]
    targets = scaled[HISTORY:]
    return inputs.flatten(1), targets


def batches(inputs, targets, size, generator):
    order = torch.randperm(inputs.size(0), generator=generator)
    for i in range(0, len(order), size):
        rows = order[i:i + size]
        yield inputs[rows], targets[rows]
