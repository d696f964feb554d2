import torch
from torch import nn


class LogMelFrontend(nn.Module):
    """Learnable filterbank over a fixed STFT magnitude, then a small conv stack."""

    def __init__(self, n_fft=64, n_bands=12, width=16):
        super().__init__()
        self.n_fft = n_fft
        self.filterbank = nn.Linear(n_fft // 2 + 1, n_bands, bias=False)
        self.conv = nn.Sequential(nn.Conv1d(n_bands, width, 3, padding=1), nn.ReLU(),
                                  nn.Conv1d(width, width, 3, padding=1), nn.ReLU())

    def forward(self, wave):
        spec = torch.stft(wave, self.n_fft, hop_length=self.n_fft // 2,
                          window=torch.hann_window(self.n_fft), return_complex=True).abs()
        bands = torch.log1p(self.filterbank(spec.transpose(1, 2)).clamp_min(0))
        return self.conv(bands.transpose(1, 2))


class EventHead(nn.Module):
    def __init__(self, width=16, n_classes=3):
        super().__init__()
        self.attn = nn.Conv1d(width, 1, 1)
        self.fc = nn.Linear(width, n_classes)

    def forward(self, feats):
        w = torch.softmax(self.attn(feats), dim=-1)
        return self.fc((feats * w).sum(-1))
