from torch import nn

from .strokes import ALPHABET


class StrokeRecognizer(nn.Module):
    def __init__(self, hidden=48):
        super().__init__()
        self.inp = nn.Sequential(nn.Linear(3, hidden), nn.Tanh())
        self.rnn = nn.GRU(hidden, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, len(ALPHABET) + 1)

    def forward(self, pen):
        states, _ = self.rnn(self.inp(pen))
        return self.out(states).log_softmax(-1)    # [batch, time, classes]
