import torch
import torch.nn as nn


class MaskEnhancer(nn.Module):
    """Predicts a [0, 1] magnitude mask per time-frequency bin of the noisy spectrogram."""

    def __init__(self, n_freq, hidden):
        super().__init__()
        self.rnn = nn.LSTM(n_freq, hidden, batch_first=True, bidirectional=True)
        self.mask = nn.Sequential(nn.Linear(2 * hidden, n_freq), nn.Sigmoid())

    def forward(self, noisy_mag):                     # B, T, F
        h, _ = self.rnn(torch.log1p(noisy_mag))
        return self.mask(h) * noisy_mag


class SpectralCritic(nn.Module):
    """Scores (enhanced, clean) pairs; trained to predict a normalised quality score in [0, 1]."""

    def __init__(self, n_freq, hidden):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv2d(2, 8, 3, padding=1), nn.LeakyReLU(0.2),
                                  nn.Conv2d(8, 8, 3, padding=1, stride=2), nn.LeakyReLU(0.2),
                                  nn.AdaptiveAvgPool2d(1))
        self.fc = nn.Sequential(nn.Flatten(), nn.Linear(8, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, est_mag, clean_mag):
        return self.fc(self.conv(torch.stack([est_mag, clean_mag], 1))).squeeze(-1)
