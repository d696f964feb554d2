import torch
from torch import nn


class PumpStateModel(nn.Module):
    """GRU over the SCADA stream that predicts every signal one minute ahead."""

    def __init__(self, n_signals, hidden=48):
        super().__init__()
        self.hidden = hidden
        self.enc = nn.Linear(n_signals, hidden)
        self.cell = nn.GRU(hidden, hidden, batch_first=True)
        self.dec = nn.Linear(hidden, n_signals)

    def initial_state(self, batch):
        return torch.zeros(1, batch, self.hidden)

    def forward(self, x, h):
        y, h = self.cell(torch.tanh(self.enc(x)), h)
        return x + self.dec(y), h
