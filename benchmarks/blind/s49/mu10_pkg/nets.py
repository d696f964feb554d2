import torch
from torch import nn

N_FFT = 256
HOP = 64


def magnitude(wave):
    return torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True).abs()


class FrameMasker(nn.Module):
    def __init__(self, hidden, layers):
        super().__init__()
        n_freq = N_FFT // 2 + 1
        self.rnn = nn.GRU(n_freq, hidden, num_layers=layers, batch_first=True)
        self.proj = nn.Linear(hidden, n_freq)

    def forward(self, mag):
        h, _ = self.rnn(torch.log1p(mag).transpose(1, 2))
        return torch.sigmoid(self.proj(h)).transpose(1, 2) * mag
