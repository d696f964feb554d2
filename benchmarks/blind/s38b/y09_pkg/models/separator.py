import torch
import torch.nn as nn


class MaskDecoder(nn.Module):
    def __init__(self, hidden, bins):
        super().__init__()
        self.proj = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.ReLU(), nn.Linear(hidden, bins))

    def forward(self, h):
        return torch.sigmoid(self.proj(h))


class MaskSeparator(nn.Module):
    """BLSTM mask estimator with one mask decoder per source."""

    def __init__(self, sources, n_fft_bins, hidden):
        super().__init__()
        self.sources = list(sources)
        self.norm = nn.LayerNorm(n_fft_bins)
        self.blstm = nn.LSTM(n_fft_bins, hidden, batch_first=True, bidirectional=True)
        self.decoders = {name: MaskDecoder(hidden, n_fft_bins) for name in self.sources}

    def forward(self, mix_mag):
        h, _ = self.blstm(self.norm(torch.log1p(mix_mag)))
        return {name: dec(h) * mix_mag for name, dec in self.decoders.items()}
