import math

import torch

SCHEMES = ("bpsk", "qpsk", "8psk", "16qam", "2fsk", "4pam", "am", "ook")
LENGTH = 64


def _constellation(name):
    if name.endswith("psk"):
        order = {"bpsk": 2, "qpsk": 4, "8psk": 8}[name]
        angles = 2 * math.pi * torch.arange(order) / order
        return torch.polar(torch.ones(order), angles)
    if name == "16qam":
        levels = torch.tensor([-3.0, -1.0, 1.0, 3.0]) / math.sqrt(10)
        return torch.complex(levels.repeat(4), levels.repeat_interleave(4))
    if name == "4pam":
        return torch.complex(torch.tensor([-3.0, -1.0, 1.0, 3.0]) / math.sqrt(5), torch.zeros(4))
    if name == "ook":
        return torch.complex(torch.tensor([0.0, math.sqrt(2)]), torch.zeros(2))
    raise KeyError(name)


def burst(scheme, count, generator):
    symbols_per_burst, sps = LENGTH // 4, 4
    if scheme == "2fsk":
        bits = torch.randint(0, 2, (count, symbols_per_burst), generator=generator)
        freq = (bits * 2 - 1).repeat_interleave(sps, dim=1) * 0.15
        phase = 2 * math.pi * torch.cumsum(freq, dim=1)
        base = torch.polar(torch.ones(count, LENGTH), phase)
    elif scheme == "am":
        t = torch.arange(LENGTH).float()
        tone = torch.rand(count, 1, generator=generator) * 0.08 + 0.02
        base = torch.complex(1 + 0.6 * torch.sin(2 * math.pi * tone * t), torch.zeros(count, LENGTH))
    else:
        points = _constellation(scheme)
        picks = torch.randint(0, points.numel(), (count, symbols_per_burst), generator=generator)
        base = points[picks].repeat_interleave(sps, dim=1)
    rotation = torch.polar(torch.ones(count, 1), 2 * math.pi * torch.rand(count, 1, generator=generator))
    drift = torch.polar(torch.ones(count, 1), 0.02 * torch.randn(count, 1, generator=generator)
                        * torch.arange(LENGTH).float())
    snr_db = 4 + 14 * torch.rand(count, 1, generator=generator)
    noise_sd = (10 ** (-snr_db / 20)) / math.sqrt(2)
    noise = torch.complex(torch.randn(count, LENGTH, generator=generator),
                          torch.randn(count, LENGTH, generator=generator)) * noise_sd
    iq = base * rotation * drift + noise
    return torch.stack([iq.real, iq.imag], dim=1)
