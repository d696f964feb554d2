import torch
import torch.nn as nn


class DripSimulator(nn.Module):
    """Recurrent learned simulator: a GRU memory lets the network infer the
    hidden pinch-off phase that a single (x, v, m) snapshot does not reveal."""

    def __init__(self, n_state=3, n_hidden=48):
        super().__init__()
        self.n_hidden = n_hidden
        self.encode = nn.Sequential(nn.Linear(n_state, n_hidden), nn.Tanh())
        self.memory = nn.GRUCell(n_hidden, n_hidden)
        self.decode = nn.Linear(n_hidden, n_state)

    def initial_memory(self, batch):
        return torch.zeros(batch, self.n_hidden)

    def forward(self, state, memory):
        memory = self.memory(self.encode(state), memory)
        return state + 0.1 * self.decode(memory), memory
