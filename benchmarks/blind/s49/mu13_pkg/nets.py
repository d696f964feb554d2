import torch
from torch import nn

N_FFT = 256
HOP = 64


def mag_spec(x):
    return torch.stft(x, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True).abs()


class CreakEnhancer(nn.Module):
    def __init__(self, n_freq=N_FFT // 2 + 1, width=96):
        super().__init__()
        self.body = nn.Sequential(nn.Conv1d(n_freq, width, 5, padding=2), nn.PReLU(),
                                  nn.Conv1d(width, width, 5, padding=2), nn.PReLU(),
                                  nn.Conv1d(width, n_freq, 1))

    def forward(self, mag):
        return torch.sigmoid(self.body(torch.log1p(mag))) * mag


class QualityNet(nn.Module):
    def __init__(self, n_freq=N_FFT // 2 + 1, width=32):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(2 * n_freq, width, 5, padding=2), nn.LeakyReLU(0.2))
        self.fc = nn.Linear(width, 1)

    def forward(self, mag, ref):
        h = self.conv(torch.cat([torch.log1p(mag), torch.log1p(ref)], dim=1))
        return self.fc(h.mean(-1)).squeeze(-1)
