import torch.nn as nn


class GRUForecaster(nn.Module):
    def __init__(self, n_features, hidden, horizon):
        super().__init__()
        self.gru = nn.GRU(n_features, hidden, num_layers=2, batch_first=True, dropout=0.1)
        self.proj = nn.Linear(hidden, horizon)

    def forward(self, window):
        out, _ = self.gru(window)
        return self.proj(out[:, -1])
