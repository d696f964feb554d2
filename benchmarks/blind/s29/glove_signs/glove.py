import math

import torch

SIGNS = ("A", "B", "C", "D", "I", "L", "O", "V", "Y", "J")
CHANNELS = 11   # 5 flex sensors, 3-axis accelerometer, 3-axis gyroscope
STEPS = 30

# finger flexion (thumb..little), 0 = straight, 1 = fully bent
_POSES = torch.tensor([
    [0.2, 1.0, 1.0, 1.0, 1.0], [0.8, 0.0, 0.0, 0.0, 0.0], [0.4, 0.5, 0.5, 0.5, 0.5],
    [0.6, 0.0, 1.0, 1.0, 1.0], [0.8, 1.0, 1.0, 1.0, 0.0], [0.0, 0.0, 1.0, 1.0, 1.0],
    [0.6, 0.7, 0.7, 0.7, 0.7], [0.8, 0.0, 0.0, 1.0, 1.0], [0.0, 1.0, 1.0, 1.0, 0.0],
    [0.8, 1.0, 1.0, 1.0, 0.0],
])


def recordings(n, generator):
    g = generator
    sign = torch.randint(0, len(SIGNS), (n,), generator=g)
    t = torch.linspace(0, 1, STEPS)
    onset = 0.1 + 0.2 * torch.rand(n, 1, generator=g)
    ramp = torch.sigmoid((t - onset) * 25)
    flex = _POSES[sign][:, :, None] * ramp[:, None, :] * (0.85 + 0.3 * torch.rand(n, 5, 1, generator=g))
    motion = torch.zeros(n, 6, STEPS)
    hooked = sign == SIGNS.index("J")
    motion[hooked, 5] = 2.0 * torch.sin(math.pi * t.clamp(0.4, 1.0)) * (t > 0.4)
    motion[hooked, 1] = -1.0 * (t > 0.55)
    motion[:, 0:3] += 0.3 * torch.randn(n, 3, 1, generator=g)
    x = torch.cat([flex, motion], dim=1) + 0.05 * torch.randn(n, CHANNELS, STEPS, generator=g)
    return x.transpose(1, 2), sign
