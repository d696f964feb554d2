import torch
from torch import nn


class StatefulForecaster(nn.Module):
    """One-step-ahead forecaster that threads its hidden state through calls."""

    def __init__(self, d_in=1, hidden=32, layers=1):
        super().__init__()
        self.core = nn.GRU(d_in, hidden, num_layers=layers, batch_first=True)
        self.proj = nn.Linear(hidden, d_in)

    def init_state(self, batch):
        return torch.zeros(self.core.num_layers, batch, self.core.hidden_size)

    def forward(self, x, state=None):
        if state is None:
            state = self.init_state(x.shape[0])
        seq, state = self.core(x, state)
        return self.proj(seq), state
