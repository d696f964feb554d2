import torch.nn as nn


class KeyingDecoder(nn.Module):
    def __init__(self, n_symbols, channels=32, hidden=64):
        super().__init__()
        self.front = nn.Sequential(
            nn.Conv1d(1, channels, 5, padding=2), nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2, stride=2), nn.ReLU(),
        )
        self.rnn = nn.GRU(channels, hidden, batch_first=True, bidirectional=True)
        self.proj = nn.Linear(2 * hidden, n_symbols + 1)

    def output_lengths(self, lengths):
        return (lengths - 1) // 2 + 1

    def forward(self, x):
        h = self.front(x).transpose(1, 2)
        h, _ = self.rnn(h)
        return self.proj(h).log_softmax(-1)
