import torch.nn as nn

from .pianoroll import N_BINS, N_PITCH


class FrameTranscriber(nn.Module):
    """Conv front end over frequency, bidirectional GRU over time, per-frame pitch logits."""

    def __init__(self, hidden=32):
        super().__init__()
        self.front = nn.Sequential(nn.Linear(N_BINS, hidden), nn.ReLU())
        self.rnn = nn.GRU(hidden, hidden, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * hidden, N_PITCH)

    def forward(self, spec):
        h, _ = self.rnn(self.front(spec))
        return self.out(h)
