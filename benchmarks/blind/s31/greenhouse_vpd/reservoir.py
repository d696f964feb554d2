"""Echo-state encoder (slowly integrating reservoir) with a trainable linear read-out."""
import torch
from torch import nn


class EchoState(nn.Module):
    def __init__(self, n_in, size, spectral_radius, rate, input_scale, seed=7):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        w = torch.rand(size, size, generator=g) - 0.5
        w = w * (torch.rand(size, size, generator=g) < 0.1)
        radius = torch.linalg.eigvals(w).abs().max()
        self.register_buffer("w", w * (spectral_radius / radius))
        self.register_buffer("w_in", (torch.rand(size, n_in, generator=g) * 2 - 1) * input_scale)
        self.rate = rate
        self.size = size

    def forward(self, seq):
        state = seq.new_zeros(seq.shape[0], self.size)
        for step in range(seq.shape[1]):
            pre = seq[:, step] @ self.w_in.T + state @ self.w.T
            state = (1 - self.rate) * state + self.rate * torch.tanh(pre)
        return state


class VPDForecaster(nn.Module):
    def __init__(self, n_in, n_out, cfg):
        super().__init__()
        self.encoder = EchoState(n_in, cfg["reservoir"], cfg["spectral_radius"],
                                 cfg["integration_rate"], cfg["input_scale"])
        self.readout = nn.Linear(cfg["reservoir"] + n_in, n_out)

    def features(self, seq):
        return torch.cat([self.encoder(seq), seq[:, -1]], dim=1)

    def forward(self, seq):
        return self.readout(self.features(seq))
