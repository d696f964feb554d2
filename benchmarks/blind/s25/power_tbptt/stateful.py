from torch import nn

from .meter import FEATURES


class StatefulLSTM(nn.Module):
    """LSTM forecaster that keeps its (h, c) between calls, for streaming data."""

    def __init__(self, hidden=32):
        super().__init__()
        self.lstm = nn.LSTM(FEATURES, hidden, batch_first=True)
        self.head = nn.Linear(hidden, 1)
        self.carry = None

    def reset_state(self):
        self.carry = None

    def forward(self, window):
        out, self.carry = self.lstm(window, self.carry)
        return self.head(out).squeeze(-1)
