import torch
import torch.nn as nn

from neurons import LIF


class SpikingClassifier(nn.Module):
    def __init__(self, n_in, n_hidden, n_out, beta=0.9):
        super().__init__()
        self.fc1 = nn.Linear(n_in, n_hidden)
        self.lif1 = LIF(beta)
        self.fc2 = nn.Linear(n_hidden, n_out)
        self.lif2 = LIF(beta)

    def lif_layers(self):
        return [m for m in self.modules() if isinstance(m, LIF)]

    def reset_state(self):
        for m in self.lif_layers():
            m.reset()

    def forward(self, events):
        """events: (time, batch, n_in) -> output spike counts (batch, n_out)."""
        counts = 0
        for frame in events:
            s1 = self.lif1(self.fc1(frame))
            counts = counts + self.lif2(self.fc2(s1))
        return counts
