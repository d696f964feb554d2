"""GRU tagger that can be run chunk by chunk over a long stream."""
import torch
from torch import nn


class KeyTagger(nn.Module):
    def __init__(self, n_in=2, hidden=24, n_out=3):
        super().__init__()
        self.hidden = hidden
        self.gru = nn.GRU(n_in, hidden, batch_first=True)
        self.head = nn.Linear(hidden, n_out)

    def forward(self, x, state=None):
        seq, state = self.gru(x, state)
        return self.head(seq), state

    def initial_state(self, batch=1):
        return torch.zeros(1, batch, self.hidden)
