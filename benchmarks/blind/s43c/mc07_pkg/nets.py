import torch
import torch.nn as nn


class ContourGenerator(nn.Module):
    """Autoregressive contour model, stepped in Python so both modes share one cell."""

    def __init__(self, hidden=48):
        super().__init__()
        self.hidden = hidden
        self.inp = nn.Linear(1, hidden)
        self.cell = nn.GRUCell(hidden, hidden)
        self.head = nn.Linear(hidden, 1)

    def init_state(self, batch):
        return torch.zeros(batch, self.hidden)

    def step(self, f_prev, h):
        h = self.cell(torch.relu(self.inp(f_prev)), h)
        return self.head(h), h


class HiddenCritic(nn.Module):
    """Reads a sequence of generator hidden states and says 'teacher-forced' or 'free-running'."""

    def __init__(self, hidden=48, width=32):
        super().__init__()
        self.rnn = nn.GRU(hidden, width, batch_first=True, bidirectional=True)
        self.cls = nn.Linear(2 * width, 1)

    def forward(self, states):
        out, _ = self.rnn(states)
        return self.cls(out.mean(1)).squeeze(-1)
