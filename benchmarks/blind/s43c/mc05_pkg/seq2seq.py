import torch
import torch.nn as nn


class HistoryEncoder(nn.Module):
    def __init__(self, n_in=3, hidden=48):
        super().__init__()
        self.gru = nn.GRU(n_in, hidden, batch_first=True)

    def forward(self, past):
        _, h = self.gru(past)
        return h.squeeze(0)


class StepDecoder(nn.Module):
    """Autoregressive decoder: previous supply temperature + known future exogenous inputs."""

    def __init__(self, n_exo=2, hidden=48):
        super().__init__()
        self.cell = nn.GRUCell(1 + n_exo, hidden)
        self.readout = nn.Sequential(nn.Linear(hidden, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, prev_y, exo_t, h):
        h = self.cell(torch.cat([prev_y, exo_t], dim=-1), h)
        return self.readout(h), h


class SupplyForecaster(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.encoder = HistoryEncoder(hidden=hidden)
        self.decoder = StepDecoder(hidden=hidden)
