from torch import nn


class EpochEncoder(nn.Module):
    """Scores one 30 s epoch on its own and exposes its penultimate features."""

    def __init__(self, width=32, stages=5):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, 16, 9, padding=4), nn.BatchNorm1d(16), nn.ReLU(), nn.MaxPool1d(4),
            nn.Conv1d(16, width, 7, padding=3), nn.BatchNorm1d(width), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten(),
        )
        self.head = nn.Linear(width, stages)

    def embed(self, epochs):
        nights, length = epochs.shape[:2]
        flat = epochs.reshape(nights * length, *epochs.shape[2:])
        return self.features(flat).reshape(nights, length, -1)

    def forward(self, epochs):
        return self.head(self.embed(epochs))


class ContextGRU(nn.Module):
    """Reads a night of epoch features and re-scores each epoch from its neighbours."""

    def __init__(self, width=32, hidden=32, stages=5):
        super().__init__()
        self.rnn = nn.GRU(width, hidden, batch_first=True, bidirectional=True)
        self.head = nn.Linear(2 * hidden, stages)

    def forward(self, features):
        states, _ = self.rnn(features)
        return self.head(states)
