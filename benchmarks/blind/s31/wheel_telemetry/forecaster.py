import torch
from torch import nn

from .telemetry import EXOGENOUS, PREDICTED


class NominalWheel(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(len(EXOGENOUS), hidden, batch_first=True)
        self.head = nn.Linear(hidden, len(PREDICTED))

    def forward(self, window):
        out, _ = self.lstm(window)
        return self.head(out[:, -1])
