import torch
from torch import nn

N_FFT = 256
HOP = 64


def spectrum(wave):
    return torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)


class MaskNet(nn.Module):
    """Same topology for teacher and student, only the width differs."""

    def __init__(self, width, depth):
        super().__init__()
        n_freq = N_FFT // 2 + 1
        layers, ch = [], n_freq
        for _ in range(depth):
            layers += [nn.Conv1d(ch, width, 3, padding=1), nn.GroupNorm(1, width), nn.GELU()]
            ch = width
        self.body = nn.Sequential(*layers)
        self.to_mask = nn.Conv1d(width, n_freq, 1)

    def forward(self, mag):
        return torch.sigmoid(self.to_mask(self.body(torch.log1p(mag))))
