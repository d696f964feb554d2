import torch
import torch.nn as nn


class WaveBlock(nn.Module):
    def __init__(self, ch, dilations=(1, 2, 4)):
        super().__init__()
        self.filters = nn.ModuleList(nn.Conv1d(ch, ch, 3, padding=d, dilation=d) for d in dilations)
        self.gates = nn.ModuleList(nn.Conv1d(ch, ch, 3, padding=d, dilation=d) for d in dilations)
        self.mix = nn.ModuleList(nn.Conv1d(ch, ch, 1) for _ in dilations)

    def forward(self, x):
        res = x
        for f, g, m in zip(self.filters, self.gates, self.mix):
            x = torch.tanh(f(x)) * torch.sigmoid(g(x))
            x = m(x)
            res = res + x
        return res


class IonNet(nn.Module):
    """WaveNet front end + GRU, the shape of many top public notebooks."""

    def __init__(self, hidden, n_classes):
        super().__init__()
        self.inp = nn.Conv1d(1, hidden, 1)
        self.wave = WaveBlock(hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)
        self.fc = nn.Linear(hidden, n_classes)

    def forward(self, x, state=None):
        z = self.wave(self.inp(x.transpose(1, 2))).transpose(1, 2)
        z, state = self.gru(z, state)
        return self.fc(z), state
