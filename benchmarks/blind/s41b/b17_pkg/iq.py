import math

import torch

MODS = ("BPSK", "QPSK", "8PSK", "16QAM", "GFSK")
SPS, N_SYM = 4, 32                  # samples per symbol, symbols per burst -> 128 IQ samples


def _constellation(kind):
    if kind == "BPSK":
        return torch.tensor([1 + 0j, -1 + 0j])
    if kind == "QPSK":
        return torch.exp(1j * (math.pi / 4 + math.pi / 2 * torch.arange(4)))
    if kind == "8PSK":
        return torch.exp(1j * (math.pi / 4 * torch.arange(8)))
    lv = torch.tensor([-3.0, -1.0, 1.0, 3.0])
    pts = (lv.view(-1, 1) + 1j * lv.view(1, -1)).flatten()
    return pts / pts.abs().pow(2).mean().sqrt()


def bursts(n, snr_db, gen):
    label = torch.randint(0, len(MODS), (n,), generator=gen)
    out = torch.zeros(n, 2, SPS * N_SYM)
    pulse = torch.hann_window(SPS + 3)[1:-1]
    for i in range(n):
        kind = MODS[label[i]]
        if kind == "GFSK":
            bits = torch.randint(0, 2, (N_SYM,), generator=gen).float() * 2 - 1
            freq = torch.repeat_interleave(bits, SPS)
            freq = torch.nn.functional.conv1d(freq.view(1, 1, -1), torch.ones(1, 1, SPS + 1) / (SPS + 1), padding="same").flatten()
            sig = torch.exp(1j * torch.cumsum(0.5 * math.pi / SPS * freq, 0))
        else:
            pts = _constellation(kind)
            sym = pts[torch.randint(0, len(pts), (N_SYM,), generator=gen)]
            up = torch.zeros(SPS * N_SYM, dtype=torch.cfloat)
            up[::SPS] = sym
            sig = torch.complex(
                torch.nn.functional.conv1d(up.real.view(1, 1, -1), pulse.view(1, 1, -1), padding="same").flatten(),
                torch.nn.functional.conv1d(up.imag.view(1, 1, -1), pulse.view(1, 1, -1), padding="same").flatten())
        phase = 2 * math.pi * torch.rand((), generator=gen)
        cfo = 0.01 * torch.randn((), generator=gen)
        sig = sig * torch.exp(1j * (phase + cfo * torch.arange(sig.numel())))
        sig = sig / sig.abs().pow(2).mean().sqrt()
        noise_sd = math.sqrt(10 ** (-snr_db / 10) / 2)
        out[i, 0] = sig.real + noise_sd * torch.randn(sig.numel(), generator=gen)
        out[i, 1] = sig.imag + noise_sd * torch.randn(sig.numel(), generator=gen)
    return out, label
