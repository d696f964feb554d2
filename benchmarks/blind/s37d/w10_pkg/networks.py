import torch
import torch.nn as nn


class GRUEncoder(nn.Module):
    def __init__(self, n_freq, hidden):
        super().__init__()
        self.inp = nn.Sequential(nn.Linear(n_freq, hidden), nn.LayerNorm(hidden), nn.PReLU())
        self.rnn = nn.GRU(hidden, hidden, num_layers=2, batch_first=True)

    def forward(self, spec):
        out, _ = self.rnn(self.inp(spec))
        return out


class MaskHead(nn.Module):
    def __init__(self, hidden, n_freq):
        super().__init__()
        self.proj = nn.Linear(hidden, n_freq)

    def forward(self, h):
        return torch.sigmoid(self.proj(h))


class VADHead(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.proj = nn.Sequential(nn.Linear(hidden, hidden // 2), nn.ReLU(), nn.Linear(hidden // 2, 1))

    def forward(self, h):
        return self.proj(h).squeeze(-1)
