import torch
import torch.nn as nn


class DriftRNN(nn.Module):
    def __init__(self, n_seq=2, n_static=2, hidden=24):
        super().__init__()
        self.hidden = hidden
        self.proj = nn.Linear(n_seq + n_static, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.head = nn.Linear(hidden, 1)

    def run(self, seq, static, h, head=None):
        head = head if head is not None else self.head
        rates = []
        for d in range(seq.shape[1]):
            h = self.cell(torch.tanh(self.proj(torch.cat([seq[:, d], static], -1))), h)
            rates.append(head(h).squeeze(-1))
        return torch.stack(rates, 1), h

    def rollout(self, seq, static):
        h0 = seq.new_zeros(seq.shape[0], self.hidden)
        return self.run(seq, static, h0)[0]
