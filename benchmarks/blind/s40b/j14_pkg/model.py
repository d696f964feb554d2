"""Stateful GRU scorer: (frames, carry) -> (logits, new carry)."""
import torch
from torch import nn


class SurgeScorer(nn.Module):
    def __init__(self, n_in: int = 3, hidden: int = 32):
        super().__init__()
        self.inp = nn.Linear(n_in, hidden)
        self.rnn = nn.GRU(hidden, hidden, batch_first=True)
        self.out = nn.Linear(hidden, 1)

    def initial_carry(self, batch: int) -> torch.Tensor:
        return torch.zeros(1, batch, self.rnn.hidden_size)

    def forward(self, frames: torch.Tensor, carry: torch.Tensor):
        h, carry = self.rnn(torch.relu(self.inp(frames)), carry)
        return self.out(h).squeeze(-1), carry
