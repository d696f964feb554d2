import torch
from torch import nn

N_FFT = 256
HOP = 64


def stft_mag_phase(wave):
    spec = torch.stft(wave, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)
    return spec.abs(), torch.angle(spec)


def istft_from(mag, phase, length):
    return torch.istft(torch.polar(mag, phase), N_FFT, HOP, window=torch.hann_window(N_FFT), length=length)


class Enhancer(nn.Module):
    def __init__(self, n_freq=N_FFT // 2 + 1, hidden=96):
        super().__init__()
        self.lstm = nn.LSTM(n_freq, hidden, num_layers=1, batch_first=True, bidirectional=True)
        self.fc = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.LeakyReLU(0.3), nn.Linear(hidden, n_freq))

    def forward(self, mag):
        h, _ = self.lstm(torch.log1p(mag).transpose(1, 2))
        mask = 1.2 * torch.sigmoid(self.fc(h)).transpose(1, 2)
        return mask * mag


class MetricDiscriminator(nn.Module):
    def __init__(self, ch=12):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(2, ch, (5, 5), padding=2), nn.LeakyReLU(0.3),
            nn.Conv2d(ch, ch, (5, 5), stride=2, padding=2), nn.LeakyReLU(0.3),
        )
        self.regress = nn.Sequential(nn.Linear(ch, 24), nn.LeakyReLU(0.3), nn.Linear(24, 1))

    def forward(self, mag, ref):
        x = torch.stack([torch.log1p(mag), torch.log1p(ref)], dim=1)
        return self.regress(self.features(x).mean(dim=(2, 3))).squeeze(-1)
