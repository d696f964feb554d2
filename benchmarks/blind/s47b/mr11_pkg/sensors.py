import math

import torch

VIEW_CHANNELS = {"housing_accel": 2, "phone_mic": 1}


def fan_sessions(n, length, gen, fs=50.0):
    """Paired recordings of the same fan run.

    housing_accel: x/y acceleration of the motor housing, a once-per-rev
    wobble whose amplitude grows with blade imbalance (a coin taped on a blade).
    phone_mic: loudness envelope on the floor below, dominated by the blade-pass
    hum (5 blades -> 5x rotation rate) with a beat from the wobble.
    """
    rps = (1.0 + torch.randint(0, 3, (n, 1), generator=gen).float()) * (0.8 + 0.1 * torch.rand(n, 1, generator=gen))
    imbalance = torch.rand(n, 1, generator=gen)
    t = torch.arange(length).float().unsqueeze(0) / fs
    phase = 2 * math.pi * rps * t
    ax = imbalance * torch.cos(phase) + 0.1 * torch.randn(n, length, generator=gen)
    ay = imbalance * torch.sin(phase) + 0.1 * torch.randn(n, length, generator=gen)
    hum = 0.5 * (1 + torch.sin(5 * phase)) * (1 + 0.6 * imbalance * torch.cos(phase))
    mic = hum + 0.15 * torch.randn(n, length, generator=gen)
    return {"housing_accel": torch.stack([ax, ay], 1), "phone_mic": mic.unsqueeze(1)}, imbalance.squeeze(1)
