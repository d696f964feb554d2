import math

import torch

N_FAULTS = 20      # early arm, falling out of the circle, flat release, wobble, ...
CHANNELS, LENGTH = 6, 48


class ThrowBank:
    """Each fault class is a family of 6-axis accelerometer/gyro traces during the turn."""

    def __init__(self, seed):
        g = torch.Generator().manual_seed(seed)
        self.freq = 1.0 + 2.0 * torch.rand(N_FAULTS, CHANNELS, generator=g)
        self.phase = 2 * math.pi * torch.rand(N_FAULTS, CHANNELS, generator=g)
        self.amp = 0.5 + torch.rand(N_FAULTS, CHANNELS, generator=g)
        self.gen = torch.Generator().manual_seed(seed + 1)

    def throws(self, fault, n):
        g = self.gen
        t = torch.linspace(0, 1, LENGTH)
        tempo = 1.0 + 0.15 * torch.randn(n, 1, 1, generator=g)       # athlete speed
        f, ph, a = (v[fault].view(1, CHANNELS, 1) for v in (self.freq, self.phase, self.amp))
        sig = a * torch.sin(2 * math.pi * f * t * tempo + ph)
        return sig + 0.6 * torch.randn(n, CHANNELS, LENGTH, generator=g)

    def episodes(self, n_way, k_shot, n_query):
        while True:
            faults = torch.randperm(N_FAULTS, generator=self.gen)[:n_way].tolist()
            sx, sy, qx, qy = [], [], [], []
            for label, fault in enumerate(faults):
                x = self.throws(fault, k_shot + n_query)
                sx.append(x[:k_shot]); qx.append(x[k_shot:])
                sy += [label] * k_shot; qy += [label] * n_query
            yield (torch.cat(sx), torch.tensor(sy)), (torch.cat(qx), torch.tensor(qy))
